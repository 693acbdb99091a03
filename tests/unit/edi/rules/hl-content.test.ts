// An order level (HL O) without the PRF it must carry, against our 856 guide.
import { change, sample } from '../../../fixtures/edi-text';
import { ruleCase } from './rule-case';

const asn = sample('x12-856-005010');

ruleCase('hl-content', {
  triggers: {
    text: change(change(asn, 'PRF*4500098231***20260315~\n', ''), 'SE*26*', 'SE*25*'),
    options: { guide: '005010' },
  },
  clean: { text: asn, options: { guide: '005010' } },
});
