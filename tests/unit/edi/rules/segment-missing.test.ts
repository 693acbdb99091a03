// An ORDERS without its mandatory BGM.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('segment-missing', {
  triggers: { text: change(change(orders, "BGM+220+PO4500098231+9'\n", ''), 'UNT+24+1', 'UNT+23+1') },
  clean: { text: orders },
});
