const APOSTROPHES = /[\u2018\u2019\u201A\u201B\u02BC\u2032\u0060\u00B4]/g;
const QUOTES = /[\u201C\u201D\u201E\u201F\u2033]/g;
const SPACES = /\s+/g;
const MARKS = /\p{M}/gu;

/**
 * Text as searches compare it: lower case, accents folded, every apostrophe straight, so "what’s"
 * typed on a phone finds "what's" and the other way round; runs of white space are one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(APOSTROPHES, "'")
    .replace(QUOTES, '"')
    .replace(SPACES, ' ')
    .toLowerCase();
}
