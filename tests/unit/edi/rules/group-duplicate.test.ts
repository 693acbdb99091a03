// The same group (the same GS06) twice in one interchange.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-duplicate', {
  triggers: { text: change(po, 'IEA*1*', `${po.slice(po.indexOf('GS*'), po.indexOf('IEA*'))}IEA*2*`) },
  clean: { text: po },
});
