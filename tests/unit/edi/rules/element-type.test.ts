// PO102, a quantity, with a letter in it, against our guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('element-type', {
  triggers: { text: change(po, 'PO1*1*48*', 'PO1*1*4x*'), options: { guide: '005010' } },
  clean: { text: po, options: { guide: '005010' } },
});
