// A message of a directory we have no data for (D.99Z).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('message-version', {
  triggers: { text: change(orders, 'ORDERS:D:96A', 'ORDERS:D:99Z') },
  clean: { text: orders },
});
