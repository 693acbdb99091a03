// An ST01 that names no transaction set.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-unknown', { triggers: { text: change(po, 'ST*850*', 'ST*85X*') }, clean: { text: po } });
