// A segment group sent more often than D.96A allows: the ORDERS's references (SG1, RFF) 11 times, at most 10.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('group-repeat', {
  triggers: {
    text: change(change(orders, "RFF+CT:FC-2026-118'\n", "RFF+CT:FC-2026-118'\n".repeat(11)), 'UNT+24+1', 'UNT+34+1'),
  },
  clean: { text: orders },
});
