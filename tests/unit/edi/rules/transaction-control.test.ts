// SE02 not the ST02.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('transaction-control', { triggers: { text: change(po, 'SE*24*0001', 'SE*24*0002') }, clean: { text: po } });
