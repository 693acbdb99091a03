// Lower-case letters in an interchange declared UNOA (upper case only).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const orders = sample('edifact-orders');

ruleCase('character-set', { triggers: { text: change(orders, 'UNOC:3', 'UNOA:3') }, clean: { text: orders } });
