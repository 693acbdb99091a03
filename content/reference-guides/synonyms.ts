/**
 * What practitioners type into a reference search and the codes they mean. A query equal to one of the
 * terms (case, punctuation and apostrophes ignored) also finds these codes, in either standard: X12 codes
 * are digits and EDIFACT codes letters, so one list serves both guides.
 */
export interface SearchSynonym {
  terms: readonly string[];
  codes: readonly string[];
}

export const searchSynonyms: readonly SearchSynonym[] = [
  {
    terms: [
      'ASN',
      'ASNs',
      'advance ship notice',
      'advance shipping notice',
      'ship notice',
      'despatch advice',
      'dispatch advice',
    ],
    codes: ['856', 'DESADV'],
  },
  { terms: ['PO', 'POs', 'purchase order', 'purchase orders'], codes: ['850', '875', 'ORDERS'] },
  {
    terms: ['POA', 'PO ack', 'PO acknowledgment', 'order acknowledgment', 'order confirmation', 'order response'],
    codes: ['855', 'ORDRSP'],
  },
  { terms: ['PO change', 'order change', 'change order'], codes: ['860', '865', '876', 'ORDCHG'] },
  {
    terms: ['invoice', 'invoices', 'e-invoice', 'e-invoicing', 'credit note', 'self-billing'],
    codes: ['810', '880', 'INVOIC'],
  },
  {
    terms: ['BOL', 'BOLs', 'B/L', 'bill of lading', 'bills of lading', 'waybill', 'sea waybill'],
    codes: ['211', '310', '404', 'IFTMCS'],
  },
  { terms: ['HIPAA'], codes: ['837', '835', '834', '270', '271', '276', '277', '278', '820'] },
  {
    terms: [
      '997',
      '999',
      'ack',
      'acks',
      'acknowledgment',
      'acknowledgments',
      'acknowledgement',
      'acknowledgements',
      'functional acknowledgment',
      'functional ack',
      'FA',
      'TA1',
      'CONTRL',
    ],
    codes: ['997', '999', 'CONTRL'],
  },
  {
    terms: ['remittance', 'remittances', 'remittance advice', 'remit', 'payment advice'],
    codes: ['820', '835', 'REMADV'],
  },
  { terms: ['ERA', 'EOB', 'claim payment'], codes: ['835'] },
  {
    terms: ['payment', 'payments', 'payment order', 'payment run', 'bulk payment'],
    codes: ['820', 'PAYORD', 'PAYMUL', 'PAYEXT'],
  },
  {
    terms: ['forecast', 'forecasts', 'planning schedule', 'delivery schedule', 'release schedule', 'MRP'],
    codes: ['830', '862', 'DELFOR'],
  },
  {
    terms: ['JIT', 'just in time', 'just-in-time', 'sequence', 'sequencing', 'JIS', 'call-off', 'call-offs'],
    codes: ['862', '866', 'DELJIT'],
  },
  { terms: ['load tender', 'tender', 'tenders'], codes: ['204', '990', 'IFTMIN'] },
  {
    terms: ['tracking', 'track and trace', 'shipment status', 'milestones', 'status message'],
    codes: ['214', '240', '315', 'IFTSTA'],
  },
  { terms: ['freight invoice', 'freight bill', 'freight bills'], codes: ['210', '310', '410', 'INVOIC'] },
  { terms: ['inventory', 'stock', 'stock report', 'on hand', 'VMI'], codes: ['846', '852', '947', 'INVRPT'] },
  {
    terms: ['catalog', 'catalogue', 'price list', 'price catalog', 'item master', 'product data'],
    codes: ['832', '888', 'PRICAT'],
  },
  {
    terms: ['POS', 'POS data', 'point of sale', 'sell-through', 'sales report', 'sales data'],
    codes: ['852', '867', 'SLSRPT'],
  },
  { terms: ['receiving advice', 'goods receipt', 'receipt', 'GRN'], codes: ['861', '944', 'RECADV'] },
  {
    terms: ['warehouse', '3PL', 'WMS', 'fulfilment', 'fulfillment'],
    codes: ['940', '943', '944', '945', '947', '846'],
  },
  {
    terms: ['claim', 'claims', 'medical claim', 'healthcare claim', 'dental claim'],
    codes: ['837', '276', '277', '835'],
  },
  { terms: ['enrollment', 'enrolment', 'benefits enrollment', 'open enrollment'], codes: ['834'] },
  {
    terms: ['customs declaration', 'customs entry', 'export declaration', 'import declaration'],
    codes: ['CUSDEC', 'CUSRES', '309', '350'],
  },
  {
    terms: ['booking', 'bookings', 'ocean booking', 'freight booking'],
    codes: ['300', '301', 'IFTMBF', 'IFTMBC', 'IFTMBP'],
  },
  {
    terms: ['RFQ', 'quote', 'quotes', 'quotation', 'request for quote', 'request for quotation'],
    codes: ['840', '843', 'REQOTE', 'QUOTES'],
  },
  { terms: ['application advice', 'rejection', 'business rejection', 'APERAK'], codes: ['824', 'APERAK'] },
  {
    terms: ['chargeback', 'chargebacks', 'deduction', 'deductions', 'debit memo', 'credit memo'],
    codes: ['812', '891'],
  },
  { terms: ['stowage', 'stow plan', 'bayplan', 'bay plan'], codes: ['324', 'BAPLIE', 'MOVINS'] },
  { terms: ['bank statement', 'account statement', 'BAI', 'MT940'], codes: ['821', 'FINSTA'] },
  { terms: ['gate in', 'gate out', 'gate move', 'container move'], codes: ['322', 'CODECO'] },
];
