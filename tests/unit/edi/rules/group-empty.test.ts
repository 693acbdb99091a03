// A second group with no set in it.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-empty', {
  triggers: {
    text: change(
      change(po, 'IEA*1*', `GS*PO*HARBORMART*ACMESUPPLY*20260315*1045*4722*X*005010~\nGE*0*4722~\nIEA*1*`),
      'IEA*1*',
      'IEA*2*',
    ),
  },
  clean: { text: po },
});
