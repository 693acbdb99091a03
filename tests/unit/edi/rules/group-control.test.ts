// GE02 not the GS06.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-control', { triggers: { text: change(po, 'GE*1*4721', 'GE*1*4720') }, clean: { text: po } });
