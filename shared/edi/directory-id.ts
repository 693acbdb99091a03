/**
 * The directory id a message header names: UNH S009 version D and release 96A → d96a. Its own module, so
 * that the engine and the view name directories without loading the assembler (edifact-directories.ts).
 */
export const directoryId = (version: string, release: string): string =>
  `${version}${release}`.toLowerCase().replace(/[^a-z0-9]/g, '');
