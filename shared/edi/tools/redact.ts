/**
 * Redaction before a document is shared: the values redact-fields.ts names are replaced in the text itself,
 * character by character, a digit by a digit and a letter by a letter of the same case (anything else, a
 * space, a release character and what it escapes, stays), so that every length, type and delimiter stays
 * and the engine finds the same findings at the same places. A GS1 key becomes another key of its kind with
 * a right check digit, or a wrong one where the original's was wrong. The same value always gets the same
 * placeholder, so references that must match still match. Returns what was replaced, to show the user.
 */
import { northwindIds } from '../load/partner-ids';
import { gs1CheckDigit } from '../rules/gs1';
import { EDIFACT_REDACT, X12_REDACT, type RedactField, type RedactKind } from './redact-fields';
import type { StandardId } from '../../standards';
import type { Delimiters, Interchange, ParseResult, Segment } from '../model/types';

export interface Replacement {
  /** The segment's position (1-based) and the element: N102, NAD03-2. */
  pos: number;
  ref: string;
  before: string;
  after: string;
}

export interface Redacted {
  text: string;
  replacements: Replacement[];
}

const TABLES: Readonly<Record<StandardId, Readonly<Record<string, readonly RedactField[]>>>> = {
  x12: X12_REDACT,
  edifact: EDIFACT_REDACT,
};

const GS1_LENGTHS: Readonly<Record<Exclude<RedactKind, 'text'>, readonly number[]>> = {
  gtin: [8, 12, 13, 14],
  gln: [13],
  sscc: [18, 20],
};

const isDigit = (c: number) => c >= 48 && c <= 57;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;

/** Placeholder number `k` spread over the value's digits and letters from the right (X and 0 elsewhere). */
function placeholder(raw: string, k: number): string {
  let digits = String(k);
  let letters = '';
  for (let n = k; n > 0; n = Math.floor(n / 26)) letters = String.fromCharCode(65 + (n % 26)) + letters;
  const out = raw.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const c = raw.charCodeAt(i);
    if (isDigit(c)) {
      out[i] = digits.at(-1) ?? '0';
      digits = digits.slice(0, -1);
    } else if (isUpper(c) || isLower(c)) {
      const letter = letters.at(-1) ?? 'X';
      letters = letters.slice(0, -1);
      out[i] = isLower(c) ? letter.toLowerCase() : letter;
    }
  }
  return out.join('');
}

/** Another GS1 key of the same length, its check digit right exactly when the original's is. */
function dummyKey(raw: string, k: number): string {
  const keep = raw.length === 20 ? raw.slice(0, 2) : '';
  const body = `${keep}2${String(k).padStart(raw.length - keep.length - 2, '0')}`.slice(0, raw.length - 1);
  const right = gs1CheckDigit(raw.slice(0, -1)) === Number(raw.at(-1));
  const digit = gs1CheckDigit(body);
  return body + String(right ? digit : (digit + 1) % 10);
}

/** The raw text range of each component: `${element}:${component}` → ranges in `source`. */
function componentRanges(source: string, from: number, to: number, d: Delimiters, isa: boolean) {
  const ranges = new Map<string, [number, number][]>();
  const el = d.element.charCodeAt(0);
  const comp = isa ? -1 : d.component.charCodeAt(0);
  const rep = isa || !d.repetition ? -1 : d.repetition.charCodeAt(0);
  const rel = d.release ? d.release.charCodeAt(0) : -1;
  let e = 0;
  let c = 1;
  let start = -1;
  const close = (i: number) => {
    if (e < 1 || start < 0) return;
    const key = `${e}:${c}`;
    const list = ranges.get(key) ?? [];
    list.push([start, i]);
    ranges.set(key, list);
  };
  for (let i = from; i <= to; i += 1) {
    const ch = i === to ? el : source.charCodeAt(i);
    if (ch === rel && i + 1 < to) {
      i += 1;
      continue;
    }
    if (ch !== el && ch !== comp && ch !== rep) continue;
    close(i);
    if (ch === el) [e, c] = [e + 1, 1];
    else if (ch === comp) c += 1;
    else c = 1;
    start = i + 1;
  }
  return ranges;
}

const valueAt = (s: Segment, element: number, component = 1) => s.elements[element - 1]?.[component - 1] ?? '';

/** Redacts `text`, read by the engine as `result`. */
export function redact(text: string, result: ParseResult): Redacted {
  const edits: { at: number; value: string }[] = [];
  const replacements: Replacement[] = [];
  const seen = new Map<string, string>();
  let count = 0;
  const headers = result.interchanges.map((ic) => ic.header);
  let ic: Interchange | undefined;
  for (const [index, s] of result.segments.entries()) {
    const at = headers.indexOf(index);
    if (at >= 0) ic = result.interchanges[at];
    const fields = ic && !s.unreadable ? TABLES[ic.standard][s.tag] : undefined;
    const span = spanOf(text, s);
    if (!ic || !fields || !span) continue;
    const ranges = componentRanges(span.source, span.start, span.end, ic.delimiters, s.tag === 'ISA');
    const toText = textOffsets(text, s, span.source);
    for (const field of fields)
      for (const [key, list] of ranges) {
        const [e, c] = key.split(':').map(Number);
        if (e !== field.element || (field.component !== undefined && c !== field.component)) continue;
        for (const [from, to] of list) {
          const raw = span.source.slice(from, to);
          // Northwind's own ids stay: they decide which guide checks the document, and they are no secret.
          if (!raw.trim() || northwindIds.includes(raw.trim().toUpperCase())) continue;
          const g = field.gs1;
          const gs1 =
            g &&
            g.codes.includes(valueAt(s, g.element, g.component)) &&
            /^\d+$/.test(raw) &&
            GS1_LENGTHS[g.kind].includes(raw.length);
          let value = seen.get(raw);
          if (value === undefined) {
            count += 1;
            value = gs1 ? dummyKey(raw, count) : placeholder(raw, count);
            seen.set(raw, value);
          }
          if (value === raw) continue;
          // Character by character: a segment read without its line breaks has them inside its values.
          for (let i = 0; i < raw.length; i += 1) edits.push({ at: toText(from + i), value: value[i] ?? '' });
          const ref = `${s.tag}${String(e).padStart(2, '0')}${c && c > 1 ? `-${c}` : ''}`;
          replacements.push({ pos: s.pos, ref, before: raw, after: value });
        }
      }
  }
  edits.sort((a, b) => a.at - b.at);
  const parts: string[] = [];
  let last = 0;
  for (const edit of edits) {
    parts.push(text.slice(last, edit.at), edit.value);
    last = edit.at + 1;
  }
  parts.push(text.slice(last));
  return { text: parts.join(''), replacements };
}

/** The ISA's fixed 105 characters (it is read apart, without a source range); other segments' own range. */
const ISA_LENGTH = 105;
function spanOf(text: string, s: Segment): { source: string; start: number; end: number } | undefined {
  if (s.source !== undefined && s.start !== undefined && s.end !== undefined)
    return { source: s.source, start: s.start, end: s.end };
  return s.tag === 'ISA' && s.offset + ISA_LENGTH <= text.length
    ? { source: text, start: s.offset, end: s.offset + ISA_LENGTH }
    : undefined;
}

/**
 * Maps an index of the segment's source to the document's text: the same where the segment was read in
 * place; for a segment read without its line breaks, counted from its offset skipping them.
 */
function textOffsets(text: string, s: Segment, source: string): (i: number) => number {
  if (source === text) return (i) => i;
  const map: number[] = [];
  for (let t = s.offset; map.length < (s.end ?? 0) + 1 && t < text.length; t += 1) {
    const c = text.charCodeAt(t);
    if (c !== 10 && c !== 13) map.push(t);
  }
  return (i) => map[i] ?? text.length;
}
