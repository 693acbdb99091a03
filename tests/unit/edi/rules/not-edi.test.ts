// Text that is no interchange is refused as a whole.
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('not-edi', { triggers: { text: 'Dear supplier, please find our order attached.' }, clean: { text: po } });
