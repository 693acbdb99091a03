// GE01 counting two sets where there is one.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-count', { triggers: { text: change(po, 'GE*1*4721', 'GE*2*4721') }, clean: { text: po } });
