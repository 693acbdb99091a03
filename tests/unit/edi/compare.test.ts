// The document diff (#49): two versions of our 856 and 850 and of the EDIFACT DESADV differ in exactly the
// changes planted, each named by its place in the tree (the HL it is under, the loop it is) and its elements'
// names; a line removed in the middle is one removed loop, not a cascade of changed lines.
import { inspectorSamples } from '../../../content/inspector/samples';
import { compareResults, type Comparison } from '../../../shared/edi/tools/compare';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const sample = (id: string) => {
  const found = inspectorSamples.find((s) => s.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return found.text;
};

const compare = (a: string, b: string): Comparison =>
  compareResults(
    { result: inspect(a, dictionaries), dictionaries },
    { result: inspect(b, dictionaries), dictionaries },
  );

/** Each change as one line: what, where, which elements. */
const listed = (c: Comparison) =>
  c.changes.map((x) =>
    [
      x.change,
      x.label ?? x.tag,
      x.path.slice(3).join('>'),
      ...(x.elements ?? []).map((e) => `${e.ref} ${e.name}: ${e.before}→${e.after}`),
    ].join(' | '),
  );

describe('X12', () => {
  const s856 = sample('x12-856-005010');

  it('finds no change between a document and itself', () => {
    expect(compare(s856, s856).changes).toEqual([]);
  });

  it('lists exactly the planted changes of a corrected 856: a quantity, an added item, a shipment id', () => {
    const corrected = s856
      .replace('BSN*00*SHP260324-01', 'BSN*00*SHP260324-02')
      .replace('SN1**18*CA', 'SN1**24*CA')
      .replace('CTT*6~', 'HL*7*3*I~LIN**UP*012345678936*VP*AC-3390~SN1**5*EA~CTT*7~')
      .replace('SE*26*', 'SE*29*');
    const c = compare(s856, corrected);
    expect(listed(c)).toEqual([
      'changed | BSN |  | BSN02 Shipment Identification: SHP260324-01→SHP260324-02',
      'changed | SN1 | HL[1]>HL[1]>HL[1]>HL[2] | SN102 Number of Units Shipped: 18→24',
      'added | HL[4] | HL[1]>HL[1]>HL[1]',
      'changed | CTT |  | CTT01 Number of Line Items: 6→7',
      'changed | SE |  | SE01 Number of Included Segments: 26→29',
    ]);
    expect(c.summary).toMatchObject({ segmentsChanged: 4, added: { HL: 1 }, removed: {} });
    expect(c.changes.find((x) => x.change === 'added')?.right).toBe(27);
  });

  it('sees a line removed from the middle of an 850 as one removed PO1 loop', () => {
    const s850 = sample('x12-850-005010');
    const shorter = s850
      .replace(
        'PO1*2*24*CA*52.8*PE*UP*012345678912*VP*AC-2240~\nPID*F****Insulated lunch bag, charcoal, 6 per case~\n',
        '',
      )
      .replace('CTT*3*192~', 'CTT*2*168~')
      .replace('SE*24*', 'SE*22*');
    expect(shorter).not.toBe(s850);
    expect(listed(compare(s850, shorter))).toEqual([
      'removed | PO1[2] | ',
      'changed | CTT | CTT[1] | CTT01 Number of Line Items: 3→2 | CTT02 Hash Total: 192→168',
      'changed | SE |  | SE01 Number of Included Segments: 24→22',
    ]);
  });
});

describe('EDIFACT', () => {
  // D.96A DESADV: SG10 is the CPS packing level, SG14 its GIN under PAC (SG11) and PCI (SG13), SG15 the LIN.
  it('names a DESADV change by its segment groups and its composite and component', () => {
    const desadv = sample('edifact-desadv');
    const changed = desadv
      .replace('QTY+12:18', 'QTY+12:24')
      .replace('GIN+BJ+340123450000012355', 'GIN+BJ+340123450000012362');
    const c = compare(desadv, changed);
    expect(listed(c)).toEqual([
      'changed | GIN | SG10[3]>SG11[1]>SG13[1]>SG14[1] | GIN C208 Identity number range: 340123450000012355→340123450000012362',
      'changed | QTY | SG10[3]>SG15[1] | QTY C186/6060 Quantity: 18→24',
    ]);
  });
});
