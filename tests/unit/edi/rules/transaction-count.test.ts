// SE01 counting one segment fewer than the set has.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-count', { triggers: { text: change(po, 'SE*24*0001', 'SE*23*0001') }, clean: { text: po } });
