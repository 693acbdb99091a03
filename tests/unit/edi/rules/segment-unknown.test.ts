// A tag the directory does not define.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('segment-unknown', { triggers: { text: change(orders, "CNT+2:2'", "ZZZ+2:2'") }, clean: { text: orders } });
