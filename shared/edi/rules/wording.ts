/** Wording shared by the findings' messages (the rules' own, registry/<code>.ts, and shared-messages/). */

export const show = (c: string) =>
  c === '\n' ? 'line feed' : c === '\r' ? 'carriage return' : c === ' ' ? 'space' : `'${c}'`;

/** 'an SSCC', 'a GTIN': by how the abbreviation is read aloud. */
export const article = (word: string) => (/^[AEFHILMNORSX]/.test(word) ? 'an' : 'a');

/** `BGM 1004`, `DTM C507/2005`; an X12 reference already names its segment (`BEG01`). */
export const named = (tag: string, ref: string) => (ref.startsWith(tag) ? ref : `${tag} ${ref}`);

/** X12 element types in words. */
export const x12Types: Readonly<Record<string, string>> = {
  N: 'a whole number (digits, a leading minus; decimals are implied)',
  R: 'a decimal number (digits, one decimal point, a leading minus)',
  DT: 'a date (CCYYMMDD), and a real one',
  TM: 'a time (HHMM, seconds optional)',
};
