// ISA14 neither 0 nor 1.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-ack-requested', {
  triggers: { text: change(po, '*000004721*0*P*', '*000004721*7*P*') },
  clean: { text: po },
});
