// A GTIN (PO107, UP) with a wrong check digit.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('gs1-check-digit', {
  triggers: { text: change(po, '*UP*012345678905*', '*UP*012345678906*') },
  clean: { text: po },
});
