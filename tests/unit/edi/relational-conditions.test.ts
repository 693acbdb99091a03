// X12 relational conditions as partner guides print them: each type holds and breaks where a reader of the
// notation expects, and the finding points at the element to fix.
import { breachOf, dependencyBreach, type Condition } from '../../../shared/edi/rules/relational-conditions';

const sent =
  (...positions: number[]) =>
  (p: number) =>
    positions.includes(p);
const c = (type: Condition['type'], ...positions: number[]): Condition => ({ type, positions });

describe('relational conditions', () => {
  it('P0304: N103 and N104 both or neither', () => {
    expect(breachOf(c('P', 3, 4), sent())).toBeUndefined();
    expect(breachOf(c('P', 3, 4), sent(3, 4))).toBeUndefined();
    expect(breachOf(c('P', 3, 4), sent(3))).toEqual({ kind: 'missing', position: 4 });
    expect(breachOf(c('P', 3, 4), sent(4))).toEqual({ kind: 'missing', position: 3 });
  });
  it('R020305: at least one of DTM02, DTM03, DTM05', () => {
    expect(breachOf(c('R', 2, 3, 5), sent(5))).toBeUndefined();
    expect(breachOf(c('R', 2, 3, 5), sent(1, 4))).toEqual({ kind: 'missing', position: 2 });
  });
  it('E0207: not both N402 and N407', () => {
    expect(breachOf(c('E', 2, 7), sent(2))).toBeUndefined();
    expect(breachOf(c('E', 2, 7), sent(2, 7))).toEqual({ kind: 'excluded', position: 7 });
  });
  it('C0605: N406 needs N405, not the other way round', () => {
    expect(breachOf(c('C', 6, 5), sent(5))).toBeUndefined();
    expect(breachOf(c('C', 6, 5), sent(6))).toEqual({ kind: 'missing', position: 5 });
  });
  it('L07030506: MEA07 needs one of MEA03, MEA05, MEA06', () => {
    expect(breachOf(c('L', 7, 3, 5, 6), sent(7, 6))).toBeUndefined();
    expect(breachOf(c('L', 7, 3, 5, 6), sent(3))).toBeUndefined();
    expect(breachOf(c('L', 7, 3, 5, 6), sent(7))).toEqual({ kind: 'missing', position: 3 });
  });
});

const d = (type: string, ...positions: number[]) => ({ type, positions });

describe('EDIFACT dependency notes as conditions', () => {
  it('D1: one and only one', () => {
    expect(dependencyBreach(d('D1', 2, 3), sent())).toMatchObject({ kind: 'missing', position: 2 });
    expect(dependencyBreach(d('D1', 2, 3), sent(2, 3))).toMatchObject({ kind: 'excluded', position: 3 });
    expect(dependencyBreach(d('D1', 2, 3), sent(3))).toBeUndefined();
  });
  it('D5: if first, then all; D6: if first, then one more', () => {
    expect(dependencyBreach(d('D5', 4, 3), sent(4))).toMatchObject({ kind: 'missing', position: 3, type: 'C' });
    expect(dependencyBreach(d('D6', 1, 2, 3), sent(1, 3))).toBeUndefined();
  });
  it('D7: if first, then none of the others', () => {
    expect(dependencyBreach(d('D7', 1, 2, 3), sent(1, 3))).toMatchObject({ kind: 'excluded', position: 3 });
    expect(dependencyBreach(d('D7', 1, 2, 3), sent(2, 3))).toBeUndefined();
  });
});
