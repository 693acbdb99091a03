// An SE after the set is closed: it closes nothing.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('unexpected-trailer', {
  triggers: { text: change(po, 'GE*1*4721~', 'SE*2*0002~\nGE*1*4721~') },
  clean: { text: po },
});
