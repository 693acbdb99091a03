// An HL whose parent (HL02) is no earlier HL, against our 856 guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const asn = sample('x12-856-005010');

ruleCase('hl-parent', {
  triggers: { text: change(asn, 'HL*4*3*I~', 'HL*4*9*I~'), options: { guide: '005010' } },
  clean: { text: asn, options: { guide: '005010' } },
});
