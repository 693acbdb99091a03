// A message type the directory does not define.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('message-unknown', {
  triggers: { text: change(orders, 'ORDERS:D:96A', 'ORDERX:D:96A') },
  clean: { text: orders },
});
