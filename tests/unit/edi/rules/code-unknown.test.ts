// BGM 1001 with a code not in its D.96A code list.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

// Without the EAN008 association code: checked against D.96A's own code lists.
const orders = change(sample('edifact-orders'), 'ORDERS:D:96A:UN:EAN008', 'ORDERS:D:96A:UN');

ruleCase('code-unknown', { triggers: { text: change(orders, 'BGM+220+', 'BGM+999+') }, clean: { text: orders } });
