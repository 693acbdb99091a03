// ISA09 with a 13th month.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-date', { triggers: { text: change(po, '*260315*1045*', '*261315*1045*') }, clean: { text: po } });
