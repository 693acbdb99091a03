// The same interchange (the same ISA13) sent twice in one document.
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-duplicate', { triggers: { text: `${po}\n${po}` }, clean: { text: po } });
