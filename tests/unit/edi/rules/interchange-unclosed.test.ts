// An interchange without its IEA.
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-unclosed', { triggers: { text: po.slice(0, po.indexOf('IEA*')) }, clean: { text: po } });
