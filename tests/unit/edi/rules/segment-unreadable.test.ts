// A segment whose tag is no tag (four letters).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('segment-unreadable', { triggers: { text: change(po, 'CUR*BY*USD~', 'PLXX*BY*USD~') }, clean: { text: po } });
