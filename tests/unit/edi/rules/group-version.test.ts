// GS08 naming no X12 release.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('group-version', { triggers: { text: change(po, '*X*005010~', '*X*009999~') }, clean: { text: po } });
