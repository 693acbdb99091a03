/**
 * GS1 check digits (GS1 General Specifications, 7.9: mod 10, weights 3 and 1 from the right) on the
 * values a qualifier says are GS1 keys: GTINs (X12 UP, EN, UK; EDIFACT 7143 SRV or EN), GLNs (X12 N1 UL;
 * EDIFACT 3055 9, and UNB identification code qualifier 14) and SSCCs (X12 MAN GM; EDIFACT GIN BJ).
 */
import { issueText } from '../../content/inspector/issues';
import type { Collector } from './findings';
import type { Segment } from './types';
import type { StandardId } from '../standards';

const gs1Text = (m: Gs1Mistake) =>
  m.expected === undefined
    ? issueText.gs1Form(m.element, m.value, m.kind, LENGTHS[m.kind])
    : issueText.gs1CheckDigit(m.element, m.value, m.kind, m.expected);

/** Reports each wrong GS1 key of a segment (the engine's checkers call this). */
export function reportGs1(standard: StandardId, s: Segment, issues: Collector): void {
  for (const m of gs1Mistakes(standard, s)) issues.add('gs1-check-digit', s, gs1Text(m), m.element);
}

/** The check digit of a GS1 key's digits without it. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = body.length - 1, weight = 3; i >= 0; i -= 1, weight = 4 - weight) sum += Number(body[i]) * weight;
  return (10 - (sum % 10)) % 10;
}

export type Gs1Kind = 'GTIN' | 'GLN' | 'SSCC';

/** Lengths each kind has (an SSCC may carry its application identifier 00 in front: 20 digits). */
const LENGTHS: Readonly<Record<Gs1Kind, readonly number[]>> = {
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

/** A value's mistake as a key of `kind`, if any. */
function check(element: string, kind: Gs1Kind, value: string): Gs1Mistake | undefined {
  if (!/^\d+$/.test(value) || !LENGTHS[kind].includes(value.length)) return { element, kind, value };
  const expected = gs1CheckDigit(value.slice(kind === 'SSCC' && value.length === 20 ? 2 : 0, -1));
  return Number(value.slice(-1)) === expected ? undefined : { element, kind, value, expected };
}

const X12_PRODUCT: Readonly<Record<string, Gs1Kind>> = { UP: 'GTIN', EN: 'GTIN', UK: 'GTIN' };
/** X12 segments listing product ids as qualifier/id pairs, and the element where the first pair starts. */
const X12_PAIRS: Readonly<Record<string, number>> = { LIN: 2, PO1: 6, IT1: 6, SLN: 9 };

const ref = (tag: string, n: number) => `${tag}${String(n).padStart(2, '0')}`;
const at = (s: Segment, n: number, c = 1) => s.elements[n - 1]?.[c - 1] ?? '';

/** Tags that can carry a GS1 key, per standard: other segments are not looked into. */
const TAGS: Readonly<Record<StandardId, ReadonlySet<string>>> = {
  x12: new Set([...Object.keys(X12_PAIRS), 'MAN', 'N1']),
  edifact: new Set(['LIN', 'PIA', 'GIN', 'NAD', 'UNB']),
};

/** The GS1 keys of one segment whose check digit (or form) is wrong. */
export function gs1Mistakes(standard: StandardId, s: Segment): Gs1Mistake[] {
  if (!TAGS[standard].has(s.tag)) return [];
  const found: (Gs1Mistake | undefined)[] = [];
  if (standard === 'x12') {
    const first = X12_PAIRS[s.tag];
    if (first)
      for (let n = first; n < s.elements.length; n += 2) {
        const kind = X12_PRODUCT[at(s, n)];
        if (kind && at(s, n + 1)) found.push(check(ref(s.tag, n + 1), kind, at(s, n + 1)));
      }
    if (s.tag === 'MAN' && at(s, 1) === 'GM') found.push(check('MAN02', 'SSCC', at(s, 2)));
    if (s.tag === 'N1' && at(s, 3) === 'UL') found.push(check('N104', 'GLN', at(s, 4)));
  } else {
    if (s.tag === 'LIN' && ['SRV', 'EN'].includes(at(s, 3, 2))) found.push(check('C212/7140', 'GTIN', at(s, 3)));
    if (s.tag === 'PIA')
      for (let n = 2; n <= 6; n += 1)
        if (['SRV', 'EN'].includes(at(s, n, 2))) found.push(check('C212/7140', 'GTIN', at(s, n)));
    if (s.tag === 'GIN' && at(s, 1) === 'BJ')
      for (let n = 2; n <= s.elements.length; n += 1) if (at(s, n)) found.push(check('C208/7402', 'SSCC', at(s, n)));
    if (s.tag === 'NAD' && at(s, 2) && at(s, 2, 3) === '9') found.push(check('C082/3039', 'GLN', at(s, 2)));
    if (s.tag === 'UNB') {
      if (at(s, 2, 2) === '14') found.push(check('S002/0004', 'GLN', at(s, 2)));
      if (at(s, 3, 2) === '14') found.push(check('S003/0010', 'GLN', at(s, 3)));
    }
  }
  return found.filter((m) => m !== undefined);
}
