/**
 * Which values a shared document hides: names, addresses, contacts, party and item identifiers, and
 * business references (order, invoice and shipment numbers), per segment tag; never a qualifier, a code, a
 * date, a quantity or a control number, so that the document's structure and findings stay the same. A GS1
 * key (the qualifier before it says so) is replaced by another key of its kind and length.
 */

export type RedactKind = 'text' | 'gtin' | 'gln' | 'sscc';

export interface RedactField {
  /** 1-based element position after the tag. */
  element: number;
  /** 1-based component; absent: every component of the element. */
  component?: number;
  /** A GS1 key when the condition holds (the element or component holding the qualifier, and its codes). */
  gs1?: { kind: Exclude<RedactKind, 'text'>; element: number; component?: number; codes: readonly string[] };
}

const text = (...elements: number[]): RedactField[] => elements.map((element) => ({ element }));
const at = (element: number, component: number): RedactField => ({ element, component });

/** X12 product id pairs (qualifier, id) from element `from` to `to`: a GTIN under UP, UK or EN. */
const x12Pairs = (from: number, to: number): RedactField[] => {
  const fields: RedactField[] = [];
  for (let e = from + 1; e <= to; e += 2)
    fields.push({ element: e, gs1: { kind: 'gtin', element: e - 1, codes: ['UP', 'UK', 'EN'] } });
  return fields;
};

/** EDIFACT C212 (item number, type): a GTIN under 7143 EN or SRV. */
const c212 = (element: number): RedactField => ({
  element,
  component: 1,
  gs1: { kind: 'gtin', element, component: 2, codes: ['EN', 'SRV'] },
});

export const X12_REDACT: Readonly<Record<string, readonly RedactField[]>> = {
  ISA: text(6, 8),
  GS: text(2, 3),
  BEG: text(3, 4),
  BAK: text(3),
  BIG: text(2, 4),
  BSN: text(2),
  PRF: text(1),
  REF: text(2, 3),
  PER: text(2, 4, 6, 8),
  N1: [...text(2), { element: 4, gs1: { kind: 'gln', element: 3, codes: ['UL'] } }],
  N2: text(1, 2),
  N3: text(1, 2),
  N4: text(1, 3),
  NM1: text(3, 4, 5, 9),
  PID: text(5),
  TD5: text(5),
  MAN: [{ element: 2, gs1: { kind: 'sscc', element: 1, codes: ['GM'] } }],
  PO1: x12Pairs(6, 25),
  IT1: x12Pairs(6, 25),
  LIN: x12Pairs(2, 31),
};

export const EDIFACT_REDACT: Readonly<Record<string, readonly RedactField[]>> = {
  UNB: [
    { element: 2, component: 1, gs1: { kind: 'gln', element: 2, component: 2, codes: ['14'] } },
    { element: 3, component: 1, gs1: { kind: 'gln', element: 3, component: 2, codes: ['14'] } },
  ],
  BGM: [at(2, 1)],
  RFF: [at(1, 2)],
  NAD: [
    { element: 2, component: 1, gs1: { kind: 'gln', element: 2, component: 3, codes: ['9'] } },
    ...text(3, 4, 5, 6, 8),
  ],
  CTA: text(2),
  COM: [at(1, 1)],
  FTX: text(4),
  IMD: [at(3, 4), at(3, 5)],
  LIN: [c212(3)],
  PIA: [c212(2), c212(3), c212(4), c212(5), c212(6)],
  GIN: [{ element: 2, component: 1, gs1: { kind: 'sscc', element: 1, codes: ['BJ'] } }, at(2, 2)],
};
