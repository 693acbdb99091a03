// An INVOIC without its summary's monetary amounts: D.96A's mandatory segment group of MOA (SG48) is missing.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const invoic = sample('edifact-invoic');
const summary = "MOA+77:418.90'\nMOA+79:346.20'\nMOA+124:72.70'\nTAX+7+VAT+++:::21+S'\nMOA+124:72.70'\n";

ruleCase('group-missing', {
  triggers: { text: change(change(invoic, summary, ''), 'UNT+29+1', 'UNT+24+1') },
  clean: { text: invoic },
});
