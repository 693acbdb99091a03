// IEA01 counting two groups where there is one.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-count', { triggers: { text: change(po, 'IEA*1*', 'IEA*2*') }, clean: { text: po } });
