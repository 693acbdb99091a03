// DTM02 with a 13th month, against our guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('element-date', {
  triggers: { text: change(po, 'DTM*002*20260327', 'DTM*002*20261327'), options: { guide: '005010' } },
  clean: { text: po, options: { guide: '005010' } },
});
