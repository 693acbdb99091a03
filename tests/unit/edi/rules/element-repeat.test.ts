// REF01 sent repeated where it does not repeat, against our guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('element-repeat', {
  triggers: { text: change(po, 'REF*DP*042', 'REF*DP^IA*042'), options: { guide: '005010' } },
  clean: { text: po, options: { guide: '005010' } },
});
