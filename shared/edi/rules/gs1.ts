/**
 * GS1 check digits (GS1 General Specifications, 7.9: mod 10, weights 3 and 1 from the right) on the
 * values a qualifier says are GS1 keys: GTINs (X12 UP, EN, UK; EDIFACT 7143 SRV or EN), GLNs (X12 N1 UL;
 * EDIFACT 3055 9, and UNB identification code qualifier 14) and SSCCs (X12 MAN GM; EDIFACT GIN BJ). The rule
 * gs1-check-digit (registry/gs1-check-digit.ts) reports what this finds.
 */
import type { Segment } from '../model/segment';
import type { StandardId } from '../../standards';

/** The check digit of a GS1 key's digits without it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

export type Gs1Kind = 'GTIN' | 'GLN' | 'SSCC';

/** Lengths each kind has (an SSCC may carry its application identifier 00 in front: 20 digits). */
export const GS1_LENGTHS: Readonly<Record<Gs1Kind, readonly number[]>> = {
  GTIN: [8, 12, 13, 14],
  GLN: [13],
  SSCC: [18, 20],
};

export interface Gs1Mistake {
  /** The element holding the value: LIN03, MAN02, NAD02/3039. */
  element: string;
  kind: Gs1Kind;
  value: string;
  /** The check digit the value should end with; undefined when its length or characters are wrong. */
  expected?: number;
}

/**
 * A value's mistake as a key of `kind`, if any: one pass over its digits, nothing allocated when it is right.
 * `element` names the element, or else (an X12 product id, named only when it is wrong: LIN03) `tag` and `at`.
 */
function check(element: string, kind: Gs1Kind, value: string, found: Gs1Mistake[], tag = '', at = 0): void {
  const n = value.length;
  // An SSCC of 20 digits carries its application identifier 00 first, outside the check digit's reach.
  const from = kind === 'SSCC' && n === 20 ? 2 : 0;
  let ok = GS1_LENGTHS[kind].includes(n);
  let sum = 0;
  for (let i = n - 2, weight = 3; ok && i >= 0; i -= 1, weight = 4 - weight) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) ok = false;
    else if (i >= from) sum += d * weight;
  }
  const last = value.charCodeAt(n - 1) - 48;
  if (!ok || !(last >= 0 && last <= 9)) {
    found.push({ element: element || ref(tag, at), kind, value });
    return;
  }
  const expected = (10 - (sum % 10)) % 10;
  if (last !== expected) found.push({ element: element || ref(tag, at), kind, value, expected });
}

const X12_PRODUCT: ReadonlyMap<string, Gs1Kind> = new Map([
  ['UP', 'GTIN'],
  ['EN', 'GTIN'],
  ['UK', 'GTIN'],
]);
/** X12 segments listing product ids as qualifier/id pairs, and the element where the first pair starts. */
const X12_PAIRS: Readonly<Record<string, number>> = { LIN: 2, PO1: 6, IT1: 6, SLN: 9 };
const isGtinType = (type: string) => type === 'SRV' || type === 'EN';
const ref = (tag: string, n: number) => `${tag}${String(n).padStart(2, '0')}`;
const NONE: readonly Gs1Mistake[] = [];
const scratch: Gs1Mistake[] = [];

/** Tags that can carry a GS1 key, per standard: other segments are not looked into. */
const TAGS: Readonly<Record<StandardId, ReadonlySet<string>>> = {
  x12: new Set([...Object.keys(X12_PAIRS), 'MAN', 'N1']),
  edifact: new Set(['LIN', 'PIA', 'GIN', 'NAD', 'UNB']),
};

/** Whether a segment of `tag` may carry a GS1 key (others are not read for one). */
export const mayCarryGs1 = (standard: StandardId, tag: string): boolean => TAGS[standard].has(tag);

/** A segment's values by element and component (1-based), and how many elements it has. */
export interface Values {
  size: number;
  at(element: number, component?: number): string;
}

/** The values of a segment from its split elements. */
export const valuesOf = (s: Segment): Values => ({
  size: s.elements.length,
  at: (n, c = 1) => s.elements[n - 1]?.[c - 1] ?? '',
});

/** Each standard's key book: the GS1 keys a segment carries, checked into `found`. */
const KEY_BOOKS: Readonly<
  Record<StandardId, (s: Segment, size: number, at: Values['at'], found: Gs1Mistake[]) => void>
> = {
  x12: (s, size, at, found) => {
    const first = X12_PAIRS[s.tag];
    if (first)
      for (let n = first; n < size; n += 2) {
        const kind = X12_PRODUCT.get(at(n));
        if (kind && at(n + 1)) check('', kind, at(n + 1), found, s.tag, n + 1);
      }
    if (s.tag === 'MAN' && at(1) === 'GM') check('MAN02', 'SSCC', at(2), found);
    if (s.tag === 'N1' && at(3) === 'UL') check('N104', 'GLN', at(4), found);
  },
  edifact: (s, size, at, found) => {
    if (s.tag === 'LIN' && isGtinType(at(3, 2))) check('C212/7140', 'GTIN', at(3), found);
    if (s.tag === 'PIA')
      for (let n = 2; n <= 6; n += 1) if (isGtinType(at(n, 2))) check('C212/7140', 'GTIN', at(n), found);
    if (s.tag === 'GIN' && at(1) === 'BJ')
      for (let n = 2; n <= size; n += 1) if (at(n)) check('C208/7402', 'SSCC', at(n), found);
    if (s.tag === 'NAD' && at(2) && at(2, 3) === '9') check('C082/3039', 'GLN', at(2), found);
    if (s.tag === 'UNB') {
      if (at(2, 2) === '14') check('S002/0004', 'GLN', at(2), found);
      if (at(3, 2) === '14') check('S003/0010', 'GLN', at(3), found);
    }
  },
};

/** The GS1 keys of one segment whose check digit (or form) is wrong; `values` reads it (split by default). */
export function gs1Mistakes(standard: StandardId, s: Segment, values?: Values): readonly Gs1Mistake[] {
  if (!TAGS[standard].has(s.tag)) return NONE;
  const { size, at } = values ?? valuesOf(s);
  // One array for every call: most segments have nothing wrong, and then nothing is allocated.
  const found = scratch;
  found.length = 0;
  KEY_BOOKS[standard](s, size, at, found);
  return found.length ? found.splice(0) : NONE;
}
