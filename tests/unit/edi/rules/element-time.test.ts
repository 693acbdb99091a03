// An X12 TM element that is no time of day, checked against our guide: BSN04 of the 856 says 2561.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const options = { guide: '005010' };
const asn = sample('x12-856-005010');
const late = { text: change(asn, '*20260324*1630*0001~', '*20260324*2561*0001~'), options };

ruleCase('element-time', { triggers: late, clean: { text: asn, options } });

it('names BSN04', () => {
  expect(findingsOf('element-time', late).map((f) => f.element)).toEqual(['BSN04']);
});
