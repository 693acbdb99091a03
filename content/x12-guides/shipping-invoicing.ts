/** Northwind's guides for ship notices (856) and invoices (810). */
import { ANY, loop, seg, type GuideDraft } from './build-guide';
import * as c from './common-drafts';
import * as codes from './guide-codes';

const units = { codes: codes.units, open: true } as const;

export const shipNotice: GuideDraft = {
  set: '856',
  functionalId: 'SH',
  structure: [
    c.st,
    seg('BSN', 'M', 1, { 1: { codes: codes.purpose }, 5: { codes: codes.hierarchyStructures, open: true } }),
    c.dtm(10),
    loop('HL', 'M', 200000, [
      seg(
        'HL',
        'M',
        1,
        { 3: { codes: codes.hlLevels } },
        { note: 'HL02 names the parent HL01 (absent at the shipment level).' },
      ),
      seg('LIN', 'O', 1, c.productPairs(2, 15)),
      seg('SN1', 'O', 1, { 3: units }),
      seg('PRF', 'O', 1),
      seg('PO4', 'O', 1),
      seg('PID', 'O', 200),
      seg('MEA', 'O', 40),
      seg('PKG', 'O', 25),
      ...c.carrier,
      c.ref(200),
      c.per,
      seg('MAN', 'O', 10, {
        1: { codes: codes.marks, open: true, note: 'GM: an SSCC-18, whose check digit we verify.' },
      }),
      c.dtm(10),
      seg('FOB', 'O', 1),
      c.n1Loop(),
    ]),
    seg('CTT', 'O', 1),
    c.se,
  ],
  hierarchy: {
    levels: ['S', 'O', 'T', 'P', 'I'],
    requires: { S: ['TD5', 'N1'], O: ['PRF'], T: ['MAN'], P: ['MAN'], I: ['LIN', 'SN1'] },
  },
  counts: [{ ref: 'CTT01', tag: 'CTT', element: 1, counts: 'HL' }],
};

export const invoice: GuideDraft = {
  set: '810',
  functionalId: 'IN',
  structure: [
    c.st,
    seg('BIG', 'M', 1),
    seg('NTE', 'O', 100),
    seg('CUR', 'O', 1),
    c.ref(12),
    c.per,
    c.n1Loop(),
    seg('ITD', 'O', ANY),
    c.dtm(10),
    seg('FOB', 'O', 1),
    seg('PID', 'O', 200),
    loop('IT1', 'O', 200000, [
      seg('IT1', 'M', 1, { 2: 'M', 3: { usage: 'M', ...units }, 4: 'M', ...c.productPairs(6, 10) }),
      seg('CUR', 'O', 1),
      seg('TXI', 'O', 10),
      c.pidLoop,
      seg('PO4', 'O', 1),
      seg('ITD', 'O', ANY),
      c.ref(),
      c.per,
      c.dtm(10),
      c.sacLoop(true),
      c.n1Loop(),
    ]),
    seg('TDS', 'M', 1, {}, { note: 'TDS01 is the invoice total with two implied decimals: 123456 is 1,234.56.' }),
    seg('TXI', 'O', 10),
    seg('CAD', 'O', 1),
    seg('AMT', 'O', ANY, {}, { only: '005010' }),
    c.sacLoop(true),
    seg('CTT', 'O', 1),
    c.se,
  ],
  counts: [{ ref: 'CTT01', tag: 'CTT', element: 1, counts: 'IT1' }],
};
