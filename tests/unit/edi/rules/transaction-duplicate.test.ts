// The same set (the same ST02) twice in one group.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-duplicate', {
  triggers: {
    text: change(change(po, 'GE*1*', `${po.slice(po.indexOf('ST*'), po.indexOf('GE*'))}GE*1*`), 'GE*1*', 'GE*2*'),
  },
  clean: { text: po },
});
