// A value shorter than its element's minimum, against our 850 guide: CUR02, a currency code, has 3 characters.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const options = { guide: '005010' };
const po = sample('x12-850-005010');
const short = { text: change(po, 'CUR*BY*USD~', 'CUR*BY*US~'), options };

ruleCase('element-too-short', { triggers: short, clean: { text: po, options } });

it('names CUR02', () => {
  expect(findingsOf('element-too-short', short).map((f) => f.element)).toEqual(['CUR02']);
});
