// DTM sent 36 times where D.96A allows 35.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('segment-repeat', {
  triggers: {
    text: change(change(orders, "DTM+2:20260327:102'\n", "DTM+2:20260327:102'\n".repeat(35)), 'UNT+24+1', 'UNT+58+1'),
  },
  clean: { text: orders },
});
