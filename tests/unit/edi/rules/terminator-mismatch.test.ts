// Segments that end with another character than the ISA declares.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('terminator-mismatch', { triggers: { text: change(po, '*P*>~', '*P*>!') }, clean: { text: po } });
