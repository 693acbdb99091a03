/**
 * How the site search reads text: query normalisation, the two tokenizers (words, and codes kept whole), and
 * markup stripped from posts. All linear in the input: queries are hostile input (README, "Hostile input").
 */
import { foldText } from '../text-fold';

/** Longer queries are cut (issue 34): nobody types more, and it bounds the work per query. */
export const MAX_QUERY_LENGTH = 200;
/** Terms searched per query: more add cost, not precision. */
export const MAX_QUERY_TERMS = 8;

const SPACES = /\s+/g;

/** Trimmed, runs of white space as one space, at most MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string): string {
  return query.trim().replace(SPACES, ' ').slice(0, MAX_QUERY_LENGTH).trimEnd();
}

const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Words of running text: folded (case, accents, apostrophes), split on anything but letters and digits. */
export function wordTokens(text: string): string[] {
  // Apostrophes vanish first, as in the guides' filter: customer’s = customer's = customers.
  return foldText(text).replaceAll("'", '').split(WORD_SEPARATORS).filter(Boolean);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const CODE_SEPARATORS = /[\s,;]+/;

/** Punctuation around a code is dropped (`"856,"`, `(BGM)`), inside it kept: `order-to-cash`, `d.96a`, `b/l`. */
function trimPunctuation(token: string): string {
  let start = 0;
  let end = token.length;
  while (start < end && !LETTER_OR_DIGIT.test(token.charAt(start))) start += 1;
  while (end > start && !LETTER_OR_DIGIT.test(token.charAt(end - 1))) end -= 1;
  return token.slice(start, end);
}

/**
 * Codes and tags as whole terms: a tag such as `segment-order` must not match a query for "order", so the
 * code field splits on white space and commas only.
 */
export function codeTokens(text: string): string[] {
  return foldText(text).split(CODE_SEPARATORS).map(trimPunctuation).filter(Boolean);
}

/** A phrase as the synonyms compare it: its words joined by single spaces. */
export const phraseOf = (text: string): string => wordTokens(text).join(' ');

// Block tags part words; inline ones do not (<strong>MDN</strong>'s is one word).
const BLOCK_TAG =
  /<\/?(?:p|div|li|ul|ol|h[1-6]|br|hr|pre|blockquote|table|thead|tbody|tr|td|th|figure|figcaption)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const ENTITY = /&(#\d{1,7}|#x[\da-f]{1,6}|amp|lt|gt|quot|apos|nbsp);/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntity(_match: string, name: string): string {
  const lower = name.toLowerCase();
  if (!lower.startsWith('#')) return NAMED[lower] ?? '';
  const code = lower.startsWith('#x') ? Number.parseInt(lower.slice(2), 16) : Number(lower.slice(1));
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

/** A post's cleaned HTML as plain text: tags dropped (block tags as spaces), the common entities decoded. */
export function plainTextOf(html: string): string {
  return html.replace(BLOCK_TAG, ' ').replace(TAG, '').replace(ENTITY, decodeEntity).replace(SPACES, ' ').trim();
}

/** Every string inside a content value (objects, arrays), in order; keys in `skip` are left out. */
export function stringsIn(value: unknown, skip: ReadonlySet<string>, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsIn(item, skip, out);
  else if (typeof value === 'object' && value !== null)
    for (const [key, item] of Object.entries(value)) if (!skip.has(key)) stringsIn(item, skip, out);
  return out;
}

/** Up to `max` characters, cut at a word and marked with an ellipsis: a detail line stays one line. */
export function shortLine(text: string, max = 140): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

const WORD = /[\p{L}\p{N}'’]+/gu;

/**
 * `text` in parts, the words a hit matched marked (its `terms`, which are folded words): what the results
 * page and the dialog wrap in <mark>. Linear in the text.
 */
export function markTerms(text: string, terms: readonly string[]): { text: string; marked: boolean }[] {
  const wanted = new Set(terms);
  const parts: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    if (!wanted.has(foldText(m[0]).replace(/['’]/g, ''))) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: m[0], marked: true });
    at = start + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
