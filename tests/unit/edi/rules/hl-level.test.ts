// An item level (I) directly under the shipment, against our 856 guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const asn = sample('x12-856-005010');

ruleCase('hl-level', {
  triggers: { text: change(asn, 'HL*2*1*O~', 'HL*2*1*I~'), options: { guide: '005010' } },
  clean: { text: asn, options: { guide: '005010' } },
});
