// BGM 1001 with a code outside the EAN008 subset (the association may extend it: a warning).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('code-outside-list', { triggers: { text: change(orders, 'BGM+220+', 'BGM+999+') }, clean: { text: orders } });
