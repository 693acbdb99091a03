// Two segment terminators in a row.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('segment-empty', { triggers: { text: change(orders, "UNS+S'", "UNS+S''") }, clean: { text: orders } });
