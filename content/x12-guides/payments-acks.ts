/** Northwind's guides for remittance advice (820) and functional acknowledgments (997, 999). */
import { ANY, loop, seg, type GuideDraft } from './build-guide';
import * as c from './common-drafts';
import * as codes from './guide-codes';

export const remittance: GuideDraft = {
  set: '820',
  functionalId: 'RA',
  structure: [
    c.st,
    seg('BPR', 'M', 1, {
      1: { codes: codes.handling },
      3: { codes: codes.creditDebit },
      4: { codes: codes.paymentMethods },
    }),
    seg('NTE', 'O', ANY),
    seg('TRN', 'M', 1, { 1: { codes: codes.traceTypes } }),
    seg('CUR', 'O', 1),
    c.ref(),
    c.dtm(ANY),
    c.n1Loop(),
    loop('ENT', 'O', ANY, [
      seg('ENT', 'M', 1),
      loop('ADX', 'O', ANY, [seg('ADX', 'M', 1), seg('NTE', 'O', ANY), c.ref()]),
      loop('RMR', 'O', ANY, [
        seg('RMR', 'M', 1, { 1: { usage: 'M', codes: codes.references, open: true }, 2: 'M', 4: 'M' }),
        seg('NTE', 'O', ANY),
        c.ref(),
        c.dtm(ANY),
        loop('ADX', 'O', ANY, [seg('ADX', 'M', 1), seg('NTE', 'O', ANY), c.ref()]),
      ]),
    ]),
    c.se,
  ],
};

const ak1 = seg('AK1', 'M', 1, { 1: { codes: codes.functionalIds, open: true } });
const ak9 = seg('AK9', 'M', 1, { 1: { codes: codes.setAcks }, 5: { codes: codes.groupErrors, open: true } });

export const functionalAck: GuideDraft = {
  set: '997',
  functionalId: 'FA',
  structure: [
    c.st,
    ak1,
    loop('AK2', 'O', ANY, [
      seg('AK2', 'M', 1),
      loop('AK3', 'O', ANY, [
        seg('AK3', 'M', 1, { 4: { codes: codes.segmentErrors } }),
        seg('AK4', 'O', 99, { 3: { codes: codes.elementErrors } }),
      ]),
      seg('AK5', 'M', 1, { 1: { codes: codes.setAcks }, 2: { codes: codes.setErrors, open: true } }),
    ]),
    ak9,
    c.se,
  ],
};

export const implementationAck: GuideDraft = {
  set: '999',
  functionalId: 'FA',
  structure: [
    c.st,
    ak1,
    loop('AK2', 'O', ANY, [
      seg('AK2', 'M', 1),
      loop('IK3', 'O', ANY, [
        seg('IK3', 'M', 1, { 4: { codes: codes.implementationSegmentErrors } }),
        seg('CTX', 'O', 10),
        loop('IK4', 'O', 99, [
          seg('IK4', 'M', 1, { 3: { codes: codes.implementationElementErrors } }),
          seg('CTX', 'O', 10),
        ]),
      ]),
      seg('IK5', 'M', 1, { 1: { codes: codes.setAcks }, 2: { codes: codes.implementationSetErrors, open: true } }),
    ]),
    ak9,
    c.se,
  ],
};
