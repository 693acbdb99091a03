// A CNT with two more elements than D.96A defines.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('element-too-many', {
  triggers: { text: change(orders, "CNT+2:2'", "CNT+2:2+9+9'") },
  clean: { text: orders },
});
