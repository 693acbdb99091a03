/**
 * Which inspector sample opens for a transaction set or message code: the links on the reference
 * pages use this small map, not the samples themselves (kept out of those pages' JavaScript).
 */
export const sampleIdByCode: Readonly<Record<string, string>> = {
  '850': 'x12-850-005010',
  '855': 'x12-855-005010',
  '856': 'x12-856-005010',
  '810': 'x12-810-005010',
  '997': 'x12-997-005010',
  ORDERS: 'edifact-orders',
  DESADV: 'edifact-desadv',
  INVOIC: 'edifact-invoic',
  CONTRL: 'edifact-contrl',
};
