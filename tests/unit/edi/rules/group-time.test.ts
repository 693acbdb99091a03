// GS05 at 25:61.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-time', {
  triggers: { text: change(po, '*20260315*1045*4721*', '*20260315*2561*4721*') },
  clean: { text: po },
});
