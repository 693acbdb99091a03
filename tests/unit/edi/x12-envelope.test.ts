// X12 envelope values, each finding naming its element (#29): ISA qualifiers, date, time, ISA11 by version,
// control number, acknowledgment request, usage, ISA16; GS date, time, version; ST03; unique control numbers.
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change } from '../../fixtures/edi-text';

const po = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
const asn = inspectorSamples.find((s) => s.id === 'x12-856-005010')?.text ?? '';
const named = (text: string) => inspect(text, dictionaries).issues.map((i) => [i.code, i.element]);

describe('ISA values', () => {
  it.each([
    ['ISA05, an unknown qualifier', '*ZZ*HARBORMART', '*XX*HARBORMART', ['interchange-qualifier', 'ISA05']],
    ['ISA07, an unknown qualifier', '*ZZ*ACMESUPPLY', '*QQ*ACMESUPPLY', ['interchange-qualifier', 'ISA07']],
    ['ISA09, a 13th month', '*261315*1045*', '*261315*1045*', ['interchange-date', 'ISA09']],
    ['ISA10, 24:60', '*260315*1045*', '*260315*2460*', ['interchange-time', 'ISA10']],
    ['ISA11, U in version 00501', '*^*00501*', '*U*00501*', ['interchange-syntax', 'ISA11']],
    ['ISA13, not digits', '*000004721*0*', '*00000472A*0*', ['interchange-control-number', 'ISA13']],
    ['ISA14, neither 0 nor 1', '*000004721*0*P*', '*000004721*2*P*', ['interchange-ack-requested', 'ISA14']],
    ['ISA15, X', '*0*P*>~', '*0*X*>~', ['interchange-usage', 'ISA15']],
    ['ISA16, the repetition separator again', '*0*P*>~', '*0*P*^~', ['interchange-delimiters', 'ISA16']],
  ])('%s', (_name, from, to, finding) => {
    const text = from === to ? change(po, '*260315*1045*', '*261315*1045*') : change(po, from, to);
    expect(named(text)).toContainEqual(finding);
  });

  it('ISA11 must be U before 00402', () => {
    expect(named(change(po, '*^*00501*', '*^*00401*'))).toContainEqual(['interchange-syntax', 'ISA11']);
  });
});

describe('GS and ST values', () => {
  it.each([
    ['GS04, not a date', '*20260315*1045*4721*', '*20261315*1045*4721*', ['group-date', 'GS04']],
    ['GS05, not a time', '*20260315*1045*4721*', '*20260315*9945*4721*', ['group-time', 'GS05']],
    ['GS08, no X12 release', '*X*005010~', '*X*ABCDEF~', ['group-version', 'GS08']],
    ['ST03 against GS08', 'ST*850*0001~', 'ST*850*0001*005010X220A1~', ['transaction-convention', 'ST03']],
  ])('%s', (_name, from, to, finding) => {
    expect(named(change(po, from, to))).toContainEqual(finding);
  });
});

describe('control numbers and empty groups', () => {
  const head = po.slice(0, po.indexOf('ST*'));
  const set = po.slice(po.indexOf('ST*'), po.indexOf('GE*'));

  it('the same ST02 twice in a group', () => {
    const text = `${head}${set}${set}GE*2*4721~\nIEA*1*000004721~\n`;
    expect(named(text)).toEqual([['transaction-duplicate', 'ST02']]);
  });

  it('the same ISA13 twice in a file, and a group with no set', () => {
    expect(named(po + po)).toEqual([['interchange-duplicate', 'ISA13']]);
    const empty = change(po, po.slice(po.indexOf('ST*'), po.indexOf('GE*')), '').replace('GE*1*', 'GE*0*');
    expect(named(empty)).toEqual([['group-empty', undefined]]);
  });
});

describe('GS1 keys in X12', () => {
  it('a wrong SSCC check digit in MAN is a warning naming the digit', () => {
    const sscc = /MAN\*GM\*(\d{20})/.exec(asn)?.[1] ?? '';
    const wrong = sscc.slice(0, -1) + String((Number(sscc.slice(-1)) + 1) % 10);
    const r = inspect(asn.replaceAll(sscc, wrong), dictionaries);
    const finding = r.issues.find((i) => i.code === 'gs1-check-digit');
    expect(finding).toMatchObject({ severity: 'warning', element: 'MAN02' });
    expect(finding?.message).toContain(`check digit should be ${sscc.slice(-1)}`);
  });
});
