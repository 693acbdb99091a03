// ISA05 not an X12 qualifier.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-qualifier', {
  triggers: { text: change(po, '*ZZ*HARBORMART', '*Z9*HARBORMART') },
  clean: { text: po },
});
