// ISA13 (and IEA02) with a letter.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-control-number', {
  triggers: {
    text: change(change(po, '*00501*000004721*', '*00501*00000472A*'), 'IEA*1*000004721', 'IEA*1*00000472A'),
  },
  clean: { text: po },
});
