// Recovery after a deviation (#44): a segment out of place is one finding, and every later segment and
// element is still checked; the totals a set states count what it holds.
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const run = (text: string) => inspect(text, dictionaries, { guide: '005010' }).issues;
const order = sample('x12-850-005010');
/** The 850 with its first PO1 loop moved before BEG, and BEG01 made a code the guide does not accept. */
const moved = change(
  change(
    order,
    'PO1*1*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~\nPID*F****Stainless water bottle, 750 ml, 12 per case~\n',
    '',
  ),
  'ST*850*0001~\nBEG*00*',
  'ST*850*0001~\nPO1*1*48*CA*36.5*PE*UP*012345678905*VP*AC-1180~\nPID*F****Stainless water bottle, 750 ml, 12 per case~\nBEG*QQ*',
);

describe('an 850 with its first PO1 before BEG', () => {
  it('has exactly one order finding, on the PO1 that came early', () => {
    const orderFindings = run(moved).filter((i) => i.code === 'segment-order');
    expect(orderFindings.map((i) => [i.tag, i.message])).toEqual([
      [
        'PO1',
        "PO1 comes too early: in Northwind's 850 guide (005010) it follows BEG, which comes later in this set. It was checked where it stands.",
      ],
    ]);
  });

  it('still checks BEG01 and counts all three PO1 for CTT01', () => {
    const issues = run(moved);
    expect(issues.filter((i) => i.element === 'BEG01').map((i) => i.code)).toEqual(['code-unknown']);
    expect(issues.filter((i) => i.code === 'set-total')).toEqual([]);
    expect(issues.filter((i) => i.code !== 'segment-order' && i.element !== 'BEG01')).toEqual([]);
  });

  it('the same PO1 moved after CTT is one finding too, and still counted', () => {
    const late = change(
      change(order, 'PO1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305~\nPID*F****Bamboo utensil set~\n', ''),
      'CTT*3*192~\n',
      'CTT*3*192~\nPO1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305~\nPID*F****Bamboo utensil set~\n',
    );
    const issues = run(late);
    expect(issues.map((i) => [i.code, i.tag])).toEqual([['segment-order', 'PO1']]);
  });
});

describe('envelopes: one mistake, one finding', () => {
  it('three segments between SE and GE are one finding, on the first', () => {
    const stray = change(order, 'SE*24*0001~\n', 'SE*24*0001~\nREF*DP*1~\nREF*DP*2~\nREF*DP*3~\n');
    expect(run(stray).map((i) => [i.code, i.tag])).toEqual([['outside-envelope', 'REF']]);
  });

  it('an EDIFACT message sent without UNB and UNZ: reported at its UNH, not again as an unclosed interchange', () => {
    const orders = sample('edifact-orders');
    const bare = `UNA:+.? '\n${orders.slice(orders.indexOf('UNH+'), orders.indexOf('UNZ+'))}`;
    expect(inspect(bare, dictionaries).issues.map((i) => [i.code, i.tag])).toEqual([['outside-envelope', 'UNH']]);
  });
});
