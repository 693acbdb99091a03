// ST03 naming 004010 in a group of 005010 (GS08).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-convention', {
  triggers: { text: change(po, 'ST*850*0001~', 'ST*850*0001*004010~') },
  clean: { text: po },
});
