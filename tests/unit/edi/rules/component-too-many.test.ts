// A simple element sent with components: BGM 1225 (message function) of the ORDERS as 9:1, and in X12 the
// 850's BEG03 (purchase order number) with the component separator inside it.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const orders = sample('edifact-orders');
const split = { text: change(orders, "BGM+220+PO4500098231+9'", "BGM+220+PO4500098231+9:1'") };

ruleCase('component-too-many', { triggers: split, clean: { text: orders } });

it('names BGM 1225', () => {
  expect(findingsOf('component-too-many', split).map((f) => [f.tag, f.element])).toEqual([
    ['BGM', expect.stringContaining('1225')],
  ]);
});

const po = sample('x12-850-005010');
const beg03 = { text: change(po, '*4500098231*', '*4500>098231*'), options: { guide: '005010' } };

describe('an X12 simple element holding the component separator', () => {
  it('is reported on BEG03 against our 850 guide, in the AK4/IK4 position of BEG03', () => {
    const found = findingsOf('component-too-many', beg03);
    expect(found.map((f) => [f.tag, f.element, f.elementPos])).toEqual([['BEG', 'BEG03', 3]]);
    expect(found[0]?.message).toMatch(/BEG03 has 2 components/);
  });
  it('is not reported for the order as sent', () => {
    expect(findingsOf('component-too-many', { text: po, options: { guide: '005010' } })).toEqual([]);
  });
});
