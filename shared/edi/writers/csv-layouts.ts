/**
 * The line-item CSV layouts of the converter: for the documents people most often open in a spreadsheet,
 * one row per line item, the document's header fields repeated on each row. Positions are 1-based, as X12
 * (PO102) and EDIFACT (C186 second component) guides count them. Any other set or message converts to the
 * generic CSV of one row per segment.
 */

/** Where a column's value is: a segment's element (and component), optionally only when a qualifier matches. */
export interface CsvColumn {
  label: string;
  tag: string;
  element: number;
  component?: number;
  /** The segment counts only when this element (component 1 unless given) holds one of the codes. */
  where?: { element: number; component?: number; codes: readonly string[] };
  /**
   * X12 id pairs (PO106/PO107, PO108/PO109…, LIN02/LIN03…): the id that follows a qualifier holding one of
   * the codes, looking from `element` on. `element` is then the first qualifier's position.
   */
  pairs?: readonly string[];
}

export interface LineItemLayout {
  /** The sets or messages it applies to. */
  codes: readonly string[];
  /** The segment that starts each line item. */
  line: string;
  /** Segments that end a line item besides the next line (a summary, the next HL level). */
  ends: readonly string[];
  /** The latest segment before the line matching each column (the document's or the line's parent's). */
  header: readonly CsvColumn[];
  /** The first segment inside the line matching each column. */
  lines: readonly CsvColumn[];
  /**
   * Levels that start afresh (the 856's HL levels): when a `tag` segment's `element` holds a code, the header
   * columns taken from the listed tags are emptied, so a pack without a MAN does not inherit the last one.
   */
  levels?: { tag: string; element: number; clears: Readonly<Record<string, readonly string[]>> };
}

const UPC = ['UP', 'UK', 'EN'];
const BUYER_ITEM = ['BP', 'IN'];
const VENDOR_ITEM = ['VP', 'VN', 'SK'];

const x12Items = (tag: string, from: number): CsvColumn[] => [
  { label: 'UPC/GTIN', tag, element: from, pairs: UPC },
  { label: 'Buyer item', tag, element: from, pairs: BUYER_ITEM },
  { label: 'Vendor item', tag, element: from, pairs: VENDOR_ITEM },
];

const party = (label: string, codes: readonly string[]): CsvColumn => ({
  label,
  tag: 'NAD',
  element: 2,
  where: { element: 1, codes },
});
const date = (label: string, codes: readonly string[]): CsvColumn => ({
  label,
  tag: 'DTM',
  element: 1,
  component: 2,
  where: { element: 1, codes },
});
const quantity = (label: string, codes: readonly string[]): CsvColumn => ({
  label,
  tag: 'QTY',
  element: 1,
  component: 2,
  where: { element: 1, codes },
});
const edifactItem: CsvColumn[] = [
  { label: 'Line', tag: 'LIN', element: 1 },
  { label: 'Item number', tag: 'LIN', element: 3 },
  { label: 'Item number type', tag: 'LIN', element: 3, component: 2 },
];
const description: CsvColumn = { label: 'Description', tag: 'IMD', element: 3, component: 4 };

export const lineItemLayouts: readonly LineItemLayout[] = [
  {
    codes: ['850'],
    line: 'PO1',
    // AMT may sit inside a PO1 loop too: only the summary's CTT (or SE) ends the lines.
    ends: ['CTT', 'SE'],
    header: [
      { label: 'PO number', tag: 'BEG', element: 3 },
      { label: 'PO date', tag: 'BEG', element: 5 },
      { label: 'Purpose', tag: 'BEG', element: 1 },
      { label: 'Buyer', tag: 'N1', element: 2, where: { element: 1, codes: ['BY'] } },
      { label: 'Ship to', tag: 'N1', element: 2, where: { element: 1, codes: ['ST'] } },
      { label: 'Ship-to id', tag: 'N1', element: 4, where: { element: 1, codes: ['ST'] } },
    ],
    lines: [
      { label: 'Line', tag: 'PO1', element: 1 },
      { label: 'Quantity', tag: 'PO1', element: 2 },
      { label: 'Unit', tag: 'PO1', element: 3 },
      { label: 'Unit price', tag: 'PO1', element: 4 },
      ...x12Items('PO1', 6),
      { label: 'Description', tag: 'PID', element: 5 },
    ],
  },
  {
    codes: ['810'],
    line: 'IT1',
    ends: ['TDS', 'CTT', 'SE'],
    header: [
      { label: 'Invoice number', tag: 'BIG', element: 2 },
      { label: 'Invoice date', tag: 'BIG', element: 1 },
      { label: 'PO number', tag: 'BIG', element: 4 },
      { label: 'Bill to', tag: 'N1', element: 2, where: { element: 1, codes: ['BT'] } },
      { label: 'Remit to', tag: 'N1', element: 2, where: { element: 1, codes: ['RE', 'SE'] } },
    ],
    lines: [
      { label: 'Line', tag: 'IT1', element: 1 },
      { label: 'Quantity invoiced', tag: 'IT1', element: 2 },
      { label: 'Unit', tag: 'IT1', element: 3 },
      { label: 'Unit price', tag: 'IT1', element: 4 },
      ...x12Items('IT1', 6),
      { label: 'Description', tag: 'PID', element: 5 },
    ],
  },
  {
    codes: ['856'],
    line: 'LIN',
    ends: ['HL', 'CTT', 'SE'],
    header: [
      { label: 'Shipment id', tag: 'BSN', element: 2 },
      { label: 'Shipment date', tag: 'BSN', element: 3 },
      { label: 'Ship to', tag: 'N1', element: 2, where: { element: 1, codes: ['ST'] } },
      { label: 'Carrier', tag: 'TD5', element: 5 },
      { label: 'PO number', tag: 'PRF', element: 1 },
      { label: 'Pack mark', tag: 'MAN', element: 2 },
    ],
    levels: { tag: 'HL', element: 3, clears: { S: ['PRF', 'MAN'], O: ['PRF', 'MAN'], T: ['MAN'], P: ['MAN'] } },
    lines: [
      { label: 'Line', tag: 'LIN', element: 1 },
      ...x12Items('LIN', 2),
      { label: 'Quantity shipped', tag: 'SN1', element: 2 },
      { label: 'Unit', tag: 'SN1', element: 3 },
    ],
  },
  {
    codes: ['ORDERS'],
    line: 'LIN',
    ends: ['UNS', 'UNT'],
    header: [
      { label: 'Order number', tag: 'BGM', element: 2 },
      date('Order date', ['137', '4']),
      party('Buyer', ['BY']),
      party('Supplier', ['SU']),
      party('Delivery party', ['DP', 'ST']),
    ],
    lines: [
      ...edifactItem,
      quantity('Quantity ordered', ['21']),
      { label: 'Price', tag: 'PRI', element: 1, component: 2 },
      description,
    ],
  },
  {
    codes: ['INVOIC'],
    line: 'LIN',
    ends: ['UNS', 'UNT'],
    header: [
      { label: 'Invoice number', tag: 'BGM', element: 2 },
      date('Invoice date', ['137', '3']),
      party('Buyer', ['BY']),
      party('Seller', ['SU', 'SE']),
      { label: 'Currency', tag: 'CUX', element: 1, component: 2 },
    ],
    lines: [
      ...edifactItem,
      quantity('Quantity invoiced', ['47']),
      { label: 'Price', tag: 'PRI', element: 1, component: 2 },
      { label: 'Line amount', tag: 'MOA', element: 1, component: 2, where: { element: 1, codes: ['203'] } },
      description,
    ],
  },
  {
    codes: ['DESADV'],
    line: 'LIN',
    ends: ['UNS', 'UNT', 'CPS'],
    header: [
      { label: 'Despatch number', tag: 'BGM', element: 2 },
      date('Despatch date', ['137', '11']),
      party('Ship to', ['DP', 'ST']),
      party('Supplier', ['SU']),
      { label: 'Order number', tag: 'RFF', element: 1, component: 2, where: { element: 1, codes: ['ON'] } },
    ],
    lines: [...edifactItem, quantity('Quantity despatched', ['12']), description],
  },
];

/** The columns every CSV starts with: where the row comes from. */
export const csvContextColumns = ['Interchange control', 'Set code', 'Set control'] as const;

/** The generic CSV's columns before the elements (`Element 01`…). */
export const csvSegmentColumns = ['Position in set', 'Segment', 'Loop'] as const;
export const csvElementColumn = (n: number): string => `Element ${String(n).padStart(2, '0')}`;
