// ISA16, the component separator, a letter.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const po = sample('x12-850-005010');

ruleCase('interchange-delimiters', { triggers: { text: change(po, '*P*>~', '*P*A~') }, clean: { text: po } });

describe('an EDIFACT UNA before syntax version 4', () => {
  const orders = sample('edifact-orders');
  const starred = change(orders, "UNA:+.? '", "UNA:+.?*'");
  ruleCase('interchange-delimiters', { triggers: { text: starred }, clean: { text: orders } });
  it('says the fifth character is reserved in version 3, and accepts it in version 4', () => {
    const [finding] = findingsOf('interchange-delimiters', { text: starred });
    expect(finding?.message).toContain("UNA's fifth character is '*', but syntax version 3 reserves it");
    const v4 = change(change(starred, 'UNOC:3', 'UNOC:4'), '+260315:1045+', '+20260315:1045+');
    expect(findingsOf('interchange-delimiters', { text: v4 })).toEqual([]);
  });
});
