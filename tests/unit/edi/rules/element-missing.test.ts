// DTM 2005, a mandatory component, left empty.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('element-missing', {
  triggers: { text: change(orders, "DTM+137:20260315:102'", "DTM+:20260315:102'") },
  clean: { text: orders },
});
