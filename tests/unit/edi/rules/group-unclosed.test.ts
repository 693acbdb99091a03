// A GS whose GE never comes: the group is unclosed (AK905 3, CONTRL 13 at UNE).
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const po = sample('x12-850-005010');
const unclosed = { text: change(po, 'GE*1*4721~\n', '') };

ruleCase('group-unclosed', { triggers: unclosed, clean: { text: po } });

it('names the group by its control number', () => {
  expect(findingsOf('group-unclosed', unclosed).map((f) => f.message)).toEqual([
    expect.stringContaining('group 4721 is never closed'),
  ]);
});
