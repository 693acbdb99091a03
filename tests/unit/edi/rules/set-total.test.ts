// CTT01 not the number of PO1 lines, against our guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('set-total', {
  triggers: { text: change(po, 'CTT*3*', 'CTT*4*'), options: { guide: '005010' } },
  clean: { text: po, options: { guide: '005010' } },
});
