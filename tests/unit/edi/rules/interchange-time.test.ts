// ISA10 at 25:61.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-time', { triggers: { text: change(po, '*260315*1045*', '*260315*2561*') }, clean: { text: po } });
