// UNB S001 0001 naming no syntax identifier (XYZ).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('interchange-syntax', { triggers: { text: change(orders, 'UNOC:3', 'XYZ:3') }, clean: { text: orders } });
