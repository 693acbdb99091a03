/**
 * The directory id a message header names: UNH S009 version D and release 96A → d96a. Its own module, so
 * that the engine and the view name directories without loading the assembler (edifact-directories.ts).
 */
export function directoryId(version: string, release: string): string {
  let byRelease = known.get(version);
  if (!byRelease) known.set(version, (byRelease = new Map()));
  let id = byRelease.get(release);
  if (id === undefined) {
    id = `${version}${release}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    // Remembered for the few pairs real files name; a hostile file naming thousands is not kept.
    if (byRelease.size < 64) byRelease.set(release, id);
  }
  return id;
}

/** Ids already made, by version and release: a batch names the same pair in every UNH. */
const known = new Map<string, Map<string, string>>();
