// ISA12 naming no X12 version.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-version', { triggers: { text: change(po, '*^*00501*', '*^*00599*') }, clean: { text: po } });
