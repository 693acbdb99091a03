// ISA15 neither P nor T.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-usage', { triggers: { text: change(po, '*0*P*>~', '*0*X*>~') }, clean: { text: po } });
