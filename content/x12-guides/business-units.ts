/**
 * Per X12 set, the element that names its business object (the order, the invoice, the shipment): a 999
 * answers each segment error with a CTX pointing at it (CTX01: the reference and its value, as 999
 * implementation guides do with CLM01 for claims), so the partner finds the document without counting
 * segments.
 */
export const businessUnits: Readonly<Record<string, { tag: string; element: number }>> = {
  '810': { tag: 'BIG', element: 2 },
  '820': { tag: 'TRN', element: 2 },
  '835': { tag: 'TRN', element: 2 },
  '837': { tag: 'CLM', element: 1 },
  '850': { tag: 'BEG', element: 3 },
  '855': { tag: 'BAK', element: 3 },
  '856': { tag: 'BSN', element: 2 },
  '860': { tag: 'BCH', element: 3 },
  '865': { tag: 'BCA', element: 3 },
};
