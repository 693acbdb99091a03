// An 850 in a group whose GS01 is IN (invoices).
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('functional-id', { triggers: { text: change(po, 'GS*PO*', 'GS*IN*') }, clean: { text: po } });
