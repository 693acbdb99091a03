// A simple element sent with components: BGM 1225 (message function) of the ORDERS as 9:1.
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
