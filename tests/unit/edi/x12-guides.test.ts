// X12 sets against our implementation guides (#29): loops and order, element usage, lengths, types and
// codes, the 856 hierarchy, stated totals; each finding names its element and links to its place.
import { guides } from '../../../content/x12-guides';
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change } from '../../fixtures/edi-text';

const sample850 = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
/** The sample 850 addressed to Northwind (ISA08, GS03): checked against our guide by default. */
const po = change(
  change(sample850, '*ZZ*ACMESUPPLY     *', '*ZZ*NORTHWIND      *'),
  '*HARBORMART*ACMESUPPLY*',
  '*HARBORMART*NORTHWIND*',
);
const run = (text: string) => inspect(text, dictionaries);
const errors = (text: string) => run(text).issues.filter((i) => i.severity === 'error');
const named = (text: string) => run(text).issues.map((i) => [i.code, i.element]);

/** An interchange around one set, in a release (ISA12 and GS08 follow it), its SE01 counted. */
function interchange(release: '004010' | '005010', functionalId: string, body: string[]): string {
  const isa12 = release === '004010' ? 'U*00401' : '^*00501';
  const segments = [...body, `SE*${body.length + 1}*0001`];
  return [
    `ISA*00*          *00*          *ZZ*ACMESUPPLY     *ZZ*NORTHWIND      *260324*1630*${isa12}*000001207*0*P*>`,
    `GS*${functionalId}*ACMESUPPLY*NORTHWIND*20260324*1630*1207*X*${release}`,
    ...segments,
    'GE*1*1207',
    'IEA*1*000001207',
    '',
  ].join('~\n');
}

const shipNotice = [
  'ST*856*0001',
  'BSN*00*SHP260324-01*20260324*1630*0001',
  'DTM*011*20260324',
  'HL*1**S',
  'TD1*CTN25*2****G*310*LB',
  'TD5*B*2*RDGL*M*Ridgeline Freight',
  'REF*BM*RL7720415',
  'N1*ST*Harbor Mart DC 7*UL*0614589720008',
  'N1*SF*Acme Supply Co*92*A10482',
  'HL*2*1*O',
  'PRF*4500098231***20260315',
  'HL*3*2*P',
  'MAN*GM*006145890000012349',
  'HL*4*3*I',
  'LIN**UP*012345678905*VP*AC-1180',
  'SN1**48*CA',
  'HL*5*2*P',
  'MAN*GM*006145890000012356',
  'HL*6*5*I',
  'LIN**UP*012345678912*VP*AC-2240',
  'SN1**18*CA',
  'CTT*6',
];

describe('a complete, well-formed 856', () => {
  it.each(['004010', '005010'] as const)('has no errors and no warnings under %s', (release) => {
    const result = run(interchange(release, 'SH', shipNotice));
    expect(result.issues).toEqual([]);
    expect(result.guides).toEqual([
      {
        set: '856',
        release,
        count: 1,
        basis: 'addressed',
        guide: `/resources/x12-transaction-sets/856/guide/${release}`,
      },
    ]);
  });

  it('HL02 pointing to a missing parent names HL02', () => {
    const text = interchange(
      '005010',
      'SH',
      shipNotice.map((s) => (s === 'HL*4*3*I' ? 'HL*4*9*I' : s)),
    );
    expect(errors(text).map((i) => [i.code, i.element, i.message])).toEqual([
      ['hl-parent', 'HL02', 'HL02 is 9, but no earlier HL has that HL01: the parent must come first.'],
    ]);
  });

  it('a level under a level that may not hold it, and a level without what it must carry', () => {
    const text = interchange(
      '005010',
      'SH',
      shipNotice.filter((s) => s !== 'PRF*4500098231***20260315'),
    );
    expect(named(text)).toEqual([['hl-content', 'HL03']]);
    const upside = interchange(
      '005010',
      'SH',
      shipNotice.map((s) => (s === 'HL*3*2*P' ? 'HL*3*4*P' : s)),
    );
    expect(named(upside)).toContainEqual(['hl-parent', 'HL02']);
    const inverted = shipNotice.map((s) => (s === 'HL*2*1*O' ? 'HL*2*1*I' : s));
    expect(named(interchange('005010', 'SH', inverted))).toContainEqual(['hl-level', 'HL03']);
  });

  it('a wrong SSCC check digit in MAN is a warning naming the digit', () => {
    const text = interchange(
      '004010',
      'SH',
      shipNotice.map((s) => s.replace('006145890000012349', '006145890000012341')),
    );
    const [finding, ...others] = run(text).issues;
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ code: 'gs1-check-digit', severity: 'warning', element: 'MAN02' });
    expect(finding?.message).toContain('check digit should be 9, not 1');
  });

  it('CTT01 must count the HL segments', () => {
    const text = interchange(
      '005010',
      'SH',
      shipNotice.map((s) => (s === 'CTT*6' ? 'CTT*4' : s)),
    );
    expect(errors(text).map((i) => [i.code, i.element, i.message])).toEqual([
      ['set-total', 'CTT01', 'CTT01 says 4, but the set holds 6 HL segments.'],
    ]);
  });
});

describe('an 850 against its guide', () => {
  it('BEG01 QQ is not a code the guide accepts', () => {
    const [finding] = errors(change(po, 'BEG*00*', 'BEG*QQ*'));
    expect(finding).toMatchObject({ code: 'code-unknown', element: 'BEG01', elementPos: 1 });
    expect(finding?.guide).toBe('/resources/x12-transaction-sets/850/guide/005010#BEG01');
  });

  it('PO1 before BEG, its PID left behind: one finding for each, nothing about BEG (#44)', () => {
    const po1 = /PO1\*1\*[^~]*~\n/.exec(po)?.[0] ?? '';
    const moved = change(change(po, po1, ''), 'ST*850*0001~\n', `ST*850*0001~\n${po1}`);
    const found = errors(moved).map((i) => [i.code, i.tag, i.element, i.message]);
    expect(found).toEqual([
      [
        'segment-order',
        'PO1',
        'PO1',
        "PO1 comes too early: in Northwind's 850 guide (005010) it follows BEG, which comes later in this set. It was checked where it stands.",
      ],
      [
        'segment-order',
        'PID',
        'PID',
        "PID is out of order: in Northwind's 850 guide (005010) it does not come after N1.",
      ],
    ]);
  });

  it('a 40-character BEG03 and 17 elements are each named', () => {
    const beg = /BEG\*00\*SA\*([^*~]*)/.exec(po);
    const text = change(po, beg?.[0] ?? '', `BEG*00*SA*${'X'.repeat(40)}`);
    expect(named(text)).toEqual([['element-too-long', 'BEG03']]);
    const line = /BEG\*[^~]*/.exec(po)?.[0] ?? '';
    const long = `${line}${'*'.repeat(17 - line.split('*').length + 1)}X`;
    expect(named(change(po, line, long))).toEqual([['element-too-many', 'BEG']]);
  });

  it('types: a date that is no date, a quantity that is no number', () => {
    expect(named(change(po, 'DTM*002*20260327', 'DTM*002*20261327'))).toEqual([['element-date', 'DTM02']]);
    const po1 = /PO1\*1\*(\d+)\*/.exec(po);
    expect(named(change(po, po1?.[0] ?? '', 'PO1*1*4x*'))).toEqual([['element-type', 'PO102']]);
  });

  it('a segment the guide does not use is named, with a link to the guide', () => {
    const [finding] = errors(change(po, 'CUR*BY*USD~', 'CUR*BY*USD~\nPAM*1~'));
    expect(finding).toMatchObject({ code: 'segment-not-used', tag: 'PAM' });
    expect(finding?.guide).toBe('/resources/x12-transaction-sets/850/guide/005010#structure');
  });
});

const badBeg = (text: string) => change(text, 'BEG*00*SA*', 'BEG*QQ*SA*');

describe('which guide checks a set', () => {
  it('the release comes from GS08 (004010VICS is 004010); without a guide, the result says so', () => {
    const vics = change(po.replace('*^*00501*', '*U*00401*'), '*X*005010~', '*X*004010VICS~');
    expect(run(vics).guides).toEqual([
      {
        set: '850',
        release: '004010',
        count: 1,
        basis: 'addressed',
        guide: '/resources/x12-transaction-sets/850/guide/004010',
      },
    ]);
    const newer = change(po, '*X*005010~', '*X*006020~');
    expect(run(newer).guides).toEqual([{ set: '850', release: '006020', count: 1, basis: 'addressed' }]);
  });

  it('a document not addressed to Northwind: syntax and envelopes only, unless the guide is asked for (#44)', () => {
    const theirs = inspect(badBeg(sample850), dictionaries);
    expect(theirs.issues).toEqual([]);
    expect(theirs.guides).toEqual([{ set: '850', release: '005010', count: 1, basis: 'not-addressed' }]);
    const asked = inspect(badBeg(sample850), dictionaries, { guide: '005010' });
    expect(asked.issues.map((i) => i.element)).toEqual(['BEG01']);
    expect(asked.guides?.[0]).toMatchObject({
      basis: 'asked',
      guide: '/resources/x12-transaction-sets/850/guide/005010',
    });
    // Addressed to Northwind in GS03 alone is enough; 'none' turns the guide off for ours too.
    const gsOnly = change(sample850, '*HARBORMART*ACMESUPPLY*', '*HARBORMART*NORTHWIND*');
    expect(inspect(badBeg(gsOnly), dictionaries).guides?.[0]?.basis).toBe('addressed');
    expect(inspect(badBeg(po), dictionaries, { guide: 'none' }).issues).toEqual([]);
  });

  it('guides cover 850, 855, 856, 810, 820 and 997 in both releases, and the 999 in 005010', () => {
    expect(guides.map((g) => `${g.set}/${g.release}`)).toEqual([
      '850/004010',
      '850/005010',
      '855/004010',
      '855/005010',
      '856/004010',
      '856/005010',
      '810/004010',
      '810/005010',
      '820/004010',
      '820/005010',
      '997/004010',
      '997/005010',
      '999/005010',
    ]);
  });
});
