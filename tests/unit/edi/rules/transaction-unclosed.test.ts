// A set without its SE.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-unclosed', { triggers: { text: change(po, 'SE*24*0001~\n', '') }, clean: { text: po } });
