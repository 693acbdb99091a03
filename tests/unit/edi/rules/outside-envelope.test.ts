// A TA1 between a set and its GE: outside any group.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('outside-envelope', {
  triggers: { text: change(po, 'GE*1*', 'TA1*000004720*260315*1130*A*000~\nGE*1*') },
  clean: { text: po },
});
