// GS06, the group control number, must be 1 to 9 digits.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const po = sample('x12-850-005010');
const letters = { text: change(change(po, '*1045*4721*X*', '*1045*47A1*X*'), 'GE*1*4721~', 'GE*1*47A1~') };

ruleCase('group-control-number', { triggers: letters, clean: { text: po } });

it('names GS06', () => {
  expect(findingsOf('group-control-number', letters).map((f) => f.element)).toEqual(['GS06']);
});
