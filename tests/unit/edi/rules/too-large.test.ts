// A document over the size limit is not read (here a limit of 200 characters).
import { sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('too-large', { triggers: { text: po, options: { maxChars: 200 } }, clean: { text: po } });
