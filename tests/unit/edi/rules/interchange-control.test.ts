// IEA02 not the ISA13.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-control', {
  triggers: { text: change(po, 'IEA*1*000004721', 'IEA*1*000004722') },
  clean: { text: po },
});
