// N4 with both a state (N402) and a country subdivision (N407): 005010's N4 allows one of them (E0207).
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const po = sample('x12-850-005010');
const both = change(po, 'N4*Columbus*OH*43217*US~', 'N4*Columbus*OH*43217*US***OH~');
const guide = { guide: '005010' } as const;

ruleCase('element-exclusion', { triggers: { text: both, options: guide }, clean: { text: po, options: guide } });

it('points at the second element sent and says only one may be', () => {
  const [finding] = findingsOf('element-exclusion', { text: both, options: guide });
  expect(finding?.element).toBe('N407');
  expect(finding?.message).toContain('More than one of N402 and N407 is sent: at most one may be (E0207');
});
