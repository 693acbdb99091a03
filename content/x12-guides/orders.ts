/** Northwind's guides for purchase orders (850) and their acknowledgments (855). */
import { ANY, loop, seg, type GuideDraft } from './build-guide';
import * as c from './common-drafts';
import * as codes from './guide-codes';

const units = { codes: codes.units, open: true } as const;

const po1 = seg('PO1', 'M', 1, {
  2: 'M',
  3: { usage: 'M', ...units },
  4: 'M',
  ...c.productPairs(6, 10),
  6: { usage: 'M', codes: codes.productIds, open: true },
  7: 'M',
});

export const purchaseOrder: GuideDraft = {
  set: '850',
  functionalId: 'PO',
  structure: [
    c.st,
    seg('BEG', 'M', 1, { 1: { codes: codes.purpose }, 2: { codes: codes.orderTypes } }),
    seg('CUR', 'O', 1),
    c.ref(),
    c.per,
    seg('FOB', 'O', ANY),
    seg('CSH', 'O', 5),
    c.sacLoop(false),
    seg('ITD', 'O', ANY),
    c.dtm(),
    seg('PKG', 'O', 200),
    ...c.carrier,
    loop('N9', 'O', 1000, [seg('N9', 'M', 1), seg('MSG', 'O', 1000)]),
    c.n1Loop(),
    loop('PO1', 'M', 100000, [
      po1,
      seg('LIN', 'O', ANY),
      seg('CUR', 'O', 1),
      seg('MEA', 'O', 40),
      c.pidLoop,
      seg('PO4', 'O', ANY),
      c.ref(),
      c.per,
      c.sacLoop(false),
      seg('ITD', 'O', ANY),
      c.dtm(),
      ...c.carrier,
      seg('MSG', 'O', 12),
      c.n1Loop(),
    ]),
    c.cttLoop,
    c.se,
  ],
  counts: [{ ref: 'CTT01', tag: 'CTT', element: 1, counts: 'PO1' }],
};

export const purchaseOrderAck: GuideDraft = {
  set: '855',
  functionalId: 'PR',
  structure: [
    c.st,
    seg('BAK', 'M', 1, { 1: { codes: codes.purpose }, 2: { codes: codes.ackTypes } }),
    seg('CUR', 'O', 1),
    c.ref(),
    c.per,
    seg('FOB', 'O', ANY),
    seg('CSH', 'O', 1),
    c.sacLoop(false),
    seg('ITD', 'O', ANY),
    c.dtm(),
    ...c.carrier,
    loop('N9', 'O', 1000, [seg('N9', 'M', 1), seg('MSG', 'O', 1000)]),
    c.n1Loop(),
    loop('PO1', 'O', 100000, [
      po1,
      seg('LIN', 'O', ANY),
      seg('CUR', 'O', 1),
      c.pidLoop,
      seg('PO4', 'O', ANY),
      c.ref(),
      c.per,
      c.sacLoop(false),
      seg('ITD', 'O', ANY),
      c.dtm(),
      ...c.carrier,
      seg('ACK', 'O', 104, { 1: { codes: codes.lineStatus }, 3: units }),
      seg('SCH', 'O', 200, { 2: units }),
      c.n1Loop(),
    ]),
    c.cttLoop,
    c.se,
  ],
  counts: [{ ref: 'CTT01', tag: 'CTT', element: 1, counts: 'PO1' }],
};
