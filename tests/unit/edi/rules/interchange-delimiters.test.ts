// ISA16, the component separator, a letter.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-delimiters', { triggers: { text: change(po, '*P*>~', '*P*A~') }, clean: { text: po } });
