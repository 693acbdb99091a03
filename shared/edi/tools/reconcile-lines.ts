/**
 * The line items of an order, a ship notice and an invoice, read the same way whatever the standard: each
 * set or message code has a profile saying where its order reference, line number, item identifiers,
 * quantity, unit and price are. X12: 850 (BEG03, PO1), 856 (PRF01, LIN + SN1), 810 (BIG04, IT1). EDIFACT
 * (EANCOM's use of D.96A): ORDERS (BGM 1004, LIN/PIA, QTY 21, PRI AAA), DESADV (RFF ON, LIN, QTY 12),
 * INVOIC (RFF ON, LIN/PIA, QTY 47, PRI AAA). Adding a document kind is one profile.
 */
import type { Segment } from '../model/types';

export type ReconcileRole = 'order' | 'shipment' | 'invoice';

/** An item identifier in one vocabulary: GS1 keys as GTIN-14, the parties' own part numbers apart. */
export type ItemIdKind = 'gtin' | 'buyer' | 'vendor';

export interface ItemId {
  kind: ItemIdKind;
  value: string;
}

export interface DocumentLine {
  /** The line number the document gives (PO101, IT101, LIN01, LIN 1082, DESADV's RFF ON line), if any. */
  line: string;
  /** The order line it names, when a ship notice or invoice says so (EDIFACT RFF+ON:order:line). */
  orderLine?: string;
  ids: ItemId[];
  quantity?: number;
  unit?: string;
  price?: number;
  /** The line's first segment (1-based position in its document), for links into the inspector. */
  pos: number;
}

export interface DocumentLines {
  role: ReconcileRole;
  /** The set or message code: 850, DESADV. */
  code: string;
  /** The order number this document is (an order) or names (a ship notice, an invoice). */
  orderNumber: string;
  /** The element that held it: BEG03, PRF01, BIG04, BGM 1004, RFF 1154. */
  orderElement: string;
  lines: DocumentLine[];
}

/** X12 product/service id qualifiers (the 235 codes our guides use) and EDIFACT 7143 item type codes. */
const ID_KINDS: Readonly<Record<string, ItemIdKind>> = {
  UP: 'gtin',
  UK: 'gtin',
  EN: 'gtin',
  EO: 'gtin',
  SRV: 'gtin',
  BP: 'buyer',
  IN: 'buyer',
  VP: 'vendor',
  VN: 'vendor',
  SA: 'vendor',
};

/** A GS1 key as its 14-digit form, so a UPC-A (12) and the same GTIN-14 match. */
const itemId = (qualifier: string, value: string): ItemId | undefined => {
  const kind = ID_KINDS[qualifier];
  if (!kind || !value) return undefined;
  if (kind === 'gtin') return /^\d{8,14}$/.test(value) ? { kind, value: value.padStart(14, '0') } : undefined;
  return { kind, value: value.trim().toUpperCase() };
};

const numberOf = (v: string | undefined): number | undefined => {
  if (!v) return undefined;
  const n = Number(v.replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
};

const at = (s: Segment, element: number, component = 0): string => s.elements[element]?.[component] ?? '';

/** X12 id pairs (qualifier, value) from element `from` (0-based) on. */
function x12Pairs(s: Segment, from: number): ItemId[] {
  const ids: ItemId[] = [];
  for (let k = from; k + 1 < s.elements.length; k += 2) {
    const id = itemId(at(s, k), at(s, k + 1));
    if (id) ids.push(id);
  }
  return ids;
}

/** EDIFACT C212 composites (item number, type) in elements `from`…`to` (0-based). */
function c212s(s: Segment, from: number, to = from): ItemId[] {
  const ids: ItemId[] = [];
  for (let k = from; k <= to && k < s.elements.length; k += 1) {
    const id = itemId(at(s, k, 1), at(s, k, 0));
    if (id) ids.push(id);
  }
  return ids;
}

/** What a segment adds to the document or to its current line. */
interface Reader {
  /** The order reference: its element's name and value, when this segment holds it. */
  order?: (s: Segment) => { element: string; value: string } | undefined;
  /** A new line starts with this segment. */
  starts: (s: Segment) => DocumentLine | undefined;
  /** Adds what this segment says to the current line. */
  adds?: (s: Segment, line: DocumentLine) => void;
}

const edifactQuantity =
  (qualifier: string) =>
  (s: Segment, line: DocumentLine): void => {
    if (s.tag === 'QTY' && at(s, 0) === qualifier) {
      line.quantity = numberOf(at(s, 0, 1));
      line.unit = at(s, 0, 2) || undefined;
    }
  };

const edifactPrice = (s: Segment, line: DocumentLine): void => {
  // PRI 5125 AAA is the net calculation price, the one EANCOM orders and invoices compare.
  if (s.tag === 'PRI' && at(s, 0) === 'AAA') line.price = numberOf(at(s, 0, 1));
};

const edifactLine = (s: Segment): DocumentLine | undefined =>
  s.tag === 'LIN' ? { line: at(s, 0), ids: c212s(s, 2), pos: s.pos } : undefined;

const pia = (s: Segment, line: DocumentLine): void => {
  if (s.tag === 'PIA') line.ids.push(...c212s(s, 1, 5));
};

/** RFF+ON:order:line: the order number, and under a line the order's line it ships or bills. */
const orderRef = (s: Segment) =>
  s.tag === 'RFF' && at(s, 0) === 'ON' ? { element: 'RFF 1154', value: at(s, 0, 1) } : undefined;
const orderLineRef = (s: Segment, line: DocumentLine): void => {
  if (s.tag === 'RFF' && at(s, 0) === 'ON' && at(s, 0, 2)) line.orderLine = at(s, 0, 2);
};

const x12Item =
  (tag: string, quantity: boolean) =>
  (s: Segment): DocumentLine | undefined =>
    s.tag === tag
      ? {
          line: at(s, 0),
          ids: x12Pairs(s, 5),
          ...(quantity && { quantity: numberOf(at(s, 1)), unit: at(s, 2) || undefined, price: numberOf(at(s, 3)) }),
          pos: s.pos,
        }
      : undefined;

interface Profile {
  role: ReconcileRole;
  reader: Reader;
}

const PROFILES: Readonly<Record<string, Profile>> = {
  '850': {
    role: 'order',
    reader: {
      order: (s) => (s.tag === 'BEG' ? { element: 'BEG03', value: at(s, 2) } : undefined),
      starts: x12Item('PO1', true),
    },
  },
  '810': {
    role: 'invoice',
    reader: {
      order: (s) => (s.tag === 'BIG' ? { element: 'BIG04', value: at(s, 3) } : undefined),
      starts: x12Item('IT1', true),
    },
  },
  '856': {
    role: 'shipment',
    reader: {
      order: (s) => (s.tag === 'PRF' ? { element: 'PRF01', value: at(s, 0) } : undefined),
      starts: (s) => (s.tag === 'LIN' ? { line: at(s, 0), ids: x12Pairs(s, 1), pos: s.pos } : undefined),
      adds: (s, line) => {
        if (s.tag !== 'SN1') return;
        line.quantity = numberOf(at(s, 1));
        line.unit = at(s, 2) || undefined;
      },
    },
  },
  ORDERS: {
    role: 'order',
    reader: {
      order: (s) => (s.tag === 'BGM' ? { element: 'BGM 1004', value: at(s, 1) } : undefined),
      starts: edifactLine,
      adds: (s, line) => (pia(s, line), edifactQuantity('21')(s, line), edifactPrice(s, line)),
    },
  },
  DESADV: {
    role: 'shipment',
    reader: {
      order: orderRef,
      starts: edifactLine,
      adds: (s, line) => (pia(s, line), edifactQuantity('12')(s, line), orderLineRef(s, line)),
    },
  },
  INVOIC: {
    role: 'invoice',
    reader: {
      order: orderRef,
      starts: edifactLine,
      adds: (s, line) => (pia(s, line), edifactQuantity('47')(s, line), edifactPrice(s, line), orderLineRef(s, line)),
    },
  },
};

/** The role of a set or message code, when reconciliation knows it. */
export const roleOf = (code: string): ReconcileRole | undefined => PROFILES[code]?.role;

/** Segments that end a line without starting one (a summary section, a new HL level that is no item). */
const ENDS_LINE = new Set(['CTT', 'UNS', 'SE', 'UNT', 'TDS', 'CNT']);

/** The lines of one set or message (its segments from header to trailer). */
export function readLines(code: string, segments: readonly Segment[]): DocumentLines | undefined {
  const profile = PROFILES[code];
  if (!profile) return undefined;
  const { reader } = profile;
  const doc: DocumentLines = { role: profile.role, code, orderNumber: '', orderElement: '', lines: [] };
  let line: DocumentLine | undefined;
  for (const s of segments) {
    if (s.unreadable) continue;
    const order = !line || !doc.orderNumber ? reader.order?.(s) : undefined;
    if (order && !doc.orderNumber) {
      doc.orderNumber = order.value;
      doc.orderElement = order.element;
    }
    const started = reader.starts(s);
    if (started) {
      line = started;
      doc.lines.push(line);
    } else if (ENDS_LINE.has(s.tag)) line = undefined;
    else if (line) reader.adds?.(s, line);
  }
  return doc;
}
