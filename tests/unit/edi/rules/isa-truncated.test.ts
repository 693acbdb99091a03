// An ISA cut off before its 16th element.
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('isa-truncated', { triggers: { text: po.slice(0, 60) }, clean: { text: po } });
