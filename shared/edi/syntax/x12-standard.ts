/** X12 as the engine reads and writes it (X12.5 and X12.6 envelopes: ISA/IEA, GS/GE, ST/SE). */
import type { Standard } from './standard';
import { x12Splitter } from './x12-syntax';

export const x12: Standard = {
  id: 'x12',
  owns: (part) => part.standard === 'x12',
  splitter: x12Splitter,
  segmentEnd: (text, from, d) => text.indexOf(d.segment, from),
  releases: false,
  envelope: {
    interchange: ['ISA', 'IEA'],
    group: ['GS', 'GE'],
    transaction: ['ST', 'SE'],
    fixedWidth: 'ISA',
    groupControl: 5,
    transactionControl: 1,
    groupVersion: 7,
    countsGroups: true,
    interchangeControl: 12,
  },
};
