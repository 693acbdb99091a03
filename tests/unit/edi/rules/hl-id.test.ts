// The 856's HL01 ids must be unique within the set: a second HL 3 is reported.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const options = { guide: '005010' };
const asn = sample('x12-856-005010');
const twice = { text: change(asn, 'HL*4*3*I~', 'HL*3*3*I~'), options };

ruleCase('hl-id', { triggers: twice, clean: { text: asn, options } });

it('names HL01', () => {
  expect(findingsOf('hl-id', twice).map((f) => f.element)).toEqual(['HL01']);
});
