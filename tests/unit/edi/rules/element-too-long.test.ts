// BGM 1004 longer than its 35 characters.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('element-too-long', {
  triggers: { text: change(orders, 'BGM+220+PO4500098231+9', `BGM+220+${'9'.repeat(50)}+9`) },
  clean: { text: orders },
});
