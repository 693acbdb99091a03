const APOSTROPHES = /[\u2018\u2019\u02BC\u0060\u00B4]/g;
const MARKS = /\p{M}/gu;

/**
 * Text as searches compare it: lower case, accents folded, every apostrophe straight, so "what’s"
 * typed on a phone finds "what's" and the other way round.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(MARKS, '').replace(APOSTROPHES, "'").toLowerCase();
}
