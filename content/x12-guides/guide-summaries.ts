/** Each guide's title and our one-paragraph summary of it, by set code (guide-list.ts says which exist). */

export interface GuideSummary {
  title: string;
  /** Our words: what the set is for at Northwind. */
  summary: string;
}

export const guideSummaries: Readonly<Record<string, GuideSummary>> = {
  '850': {
    title: 'Purchase Order',
    summary:
      'How our partners send us purchase orders: one order per ST, lines in PO1 loops, ship-to in N1 ST; CTT01 counts the PO1 lines.',
  },
  '855': {
    title: 'Purchase Order Acknowledgment',
    summary:
      'How we answer an 850: BAK names the order and whether we accept it as sent; each PO1 line repeats the order line with an ACK for its status.',
  },
  '856': {
    title: 'Ship Notice/Manifest',
    summary:
      "How partners tell us what is on its way: one shipment per ST, nested HL levels (shipment, order, pack, item) with each pack's SSCC in MAN GM; CTT01 counts the HL segments.",
  },
  '810': {
    title: 'Invoice',
    summary:
      'How partners invoice us: BIG names the invoice and its order, IT1 lines repeat the order lines, TDS carries the total in cents; CTT01 counts the IT1 lines.',
  },
  '820': {
    title: 'Payment Order/Remittance Advice',
    summary:
      'How our customers tell us what a payment pays: BPR carries the amount and method, TRN the trace number our bank reports, RMR one line per invoice paid.',
  },
  '997': {
    title: 'Functional Acknowledgment',
    summary:
      'What we send for every functional group we receive, and expect back for ours: AK2 per set, AK3/AK4 where a segment or element is wrong, AK9 for the group.',
  },
  '999': {
    title: 'Implementation Acknowledgment',
    summary:
      'The 997 with implementation detail (005010 on; 004010 has no 999): IK3/IK4 name the segment and element against the guide, CTX gives the context.',
  },
};
