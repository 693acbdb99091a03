// GS04 with a 13th month.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-date', {
  triggers: { text: change(po, '*ACMESUPPLY*20260315*', '*ACMESUPPLY*20261315*') },
  clean: { text: po },
});
