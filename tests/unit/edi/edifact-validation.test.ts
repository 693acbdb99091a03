// Each EDIFACT message is checked against the directory its header names, element by element.
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import type { ParseResult } from '../../../shared/edi/model/types';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change } from '../../fixtures/edi-text';

const run = (text: string): ParseResult => inspect(text, dictionaries);
const orders = inspectorSamples.find((s) => s.id === 'edifact-orders')?.text ?? '';
const errors = (r: ParseResult) =>
  r.issues.filter((i) => i.severity === 'error').map(({ code, tag, element }) => ({ code, tag, element }));

/** One message of `type` in directory `version` (D:03B), its segments given, counted and enveloped. */
const message = (type: string, version: string, body: string[]) => {
  const segments = [`UNH+1+${type}:${version}:UN`, ...body];
  return [
    "UNA:+.? '",
    "UNB+UNOC:3+SENDER:ZZZ+RECEIVER:ZZZ+260315:1045+1'",
    ...segments.map((s) => `${s}'`),
    `UNT+${segments.length + 1}+1'`,
    "UNZ+1+1'",
  ].join('\n');
};

describe('D.96A elements', () => {
  it('a 50-character 1004 is too long, naming 1004', () => {
    const r = run(change(orders, 'BGM+220+PO4500098231+9', `BGM+220+${'9'.repeat(50)}+9`));
    expect(errors(r)).toEqual([{ code: 'element-too-long', tag: 'BGM', element: '1004' }]);
    expect(r.issues[0]?.message).toBe('BGM 1004 (Document/message number) has 50 characters; D.96A allows at most 35.');
    expect(r.issues[0]).toMatchObject({ elementPos: 2, setPos: 2 });
  });

  it('release characters are not counted: 70 characters of text fit C108/4440, 71 do not', () => {
    const ftx = 'FTX+AAI+++Deliver to dock 4 between 06?:00 and 14?:00';
    const fits = `FTX+AAI+++${'?+'.repeat(5)}${'x'.repeat(65)}`;
    expect(errors(run(change(orders, ftx, fits)))).toEqual([]);
    const r = run(change(orders, ftx, `${fits}y`));
    expect(errors(r)).toEqual([{ code: 'element-too-long', tag: 'FTX', element: 'C108/4440' }]);
    expect(r.issues[0]?.message).toContain('has 71 characters');
  });

  it("a missing mandatory 2005 in DTM's C507 is named C507/2005", () => {
    const r = run(change(orders, "DTM+137:20260315:102'", "DTM+:20260315:102'"));
    expect(errors(r)).toEqual([{ code: 'element-missing', tag: 'DTM', element: 'C507/2005' }]);
    expect(r.issues[0]).toMatchObject({ elementPos: 1, componentPos: 1 });
  });

  it('NAD+ZZZZ: a party qualifier of four characters', () => {
    const r = run(change(orders, 'NAD+BY+5412345000013::9', 'NAD+ZZZZ+5412345000013::9'));
    expect(errors(r)).toEqual([{ code: 'element-too-long', tag: 'NAD', element: '3035' }]);
  });

  it('QTY+21:abc: a quantity that is not numeric', () => {
    const first = /QTY\+21:\d+'/.exec(orders)?.[0] ?? '';
    const r = run(change(orders, first, "QTY+21:abc'"));
    expect(errors(r)).toEqual([{ code: 'element-type', tag: 'QTY', element: 'C186/6060' }]);
  });

  it('a code not in the UN list is an error; in a subset (EANCOM) or starting with Z only a warning', () => {
    const plain = change(orders, 'ORDERS:D:96A:UN:EAN008', 'ORDERS:D:96A:UN');
    expect(errors(run(change(plain, 'BGM+220+', 'BGM+999+')))).toEqual([
      { code: 'code-unknown', tag: 'BGM', element: 'C002/1001' },
    ]);
    for (const text of [change(plain, 'BGM+220+', 'BGM+Z01+'), change(orders, 'BGM+220+', 'BGM+999+')])
      expect(run(text).issues.map((i) => [i.code, i.severity])).toEqual([['code-outside-list', 'warning']]);
  });
});

describe('the directory the message names', () => {
  const d01b = change(
    change(orders, 'ORDERS:D:96A:UN:EAN008', 'ORDERS:D:01B:UN'),
    'BGM+220+PO4500098231+9',
    'BGM+220+PO4500098231:2+9',
  );

  it('a valid D.01B ORDERS with a version in BGM C106 has no error', () => {
    expect(errors(run(d01b))).toEqual([]);
  });

  it('the same with a 40-character document identifier names C106/1004', () => {
    const r = run(change(d01b, 'PO4500098231:2', `${'A'.repeat(40)}:2`));
    expect(errors(r)).toEqual([{ code: 'element-too-long', tag: 'BGM', element: 'C106/1004' }]);
    expect(r.issues[0]?.message).toContain('D.01B allows at most 35');
  });

  it('a CUSCAR of D.03B may use GEI, which D.96A does not define', () => {
    const cuscar = message('CUSCAR', 'D:03B', ['BGM+85+CARGO1+9', 'GEI+1']);
    expect(run(cuscar).issues.filter((i) => i.code === 'segment-unknown')).toEqual([]);
    expect(errors(run(cuscar.replace('D:03B', 'D:96A')))).toContainEqual({
      code: 'segment-unknown',
      tag: 'GEI',
      element: undefined,
    });
  });
});

describe('the interchange header against its syntax', () => {
  it('names a date with a 13th month, a time past 23:59, and an unknown syntax identifier', () => {
    const r = run(change(change(orders, '260315:1045', '261315:2460'), 'UNOC:3', 'XYZ:3'));
    expect(r.issues.map((i) => [i.code, i.element])).toEqual([
      ['interchange-syntax', 'S001/0001'],
      ['interchange-date', 'S004/0017'],
      ['interchange-time', 'S004/0019'],
    ]);
  });

  it('UNOA allows no small letters; UNOB does', () => {
    const unoa = change(orders, 'UNOC:3', 'UNOA:3');
    const found = run(unoa).issues.filter((i) => i.code === 'character-set');
    expect(found.map((i) => i.tag)).toEqual(['FTX', 'NAD', 'NAD', 'NAD', 'IMD', 'IMD']);
    expect(found[0]?.message).toContain("contains 'e', which syntax level UNOA does not allow");
    expect(run(change(orders, 'UNOC:3', 'UNOB:3')).issues.filter((i) => i.code === 'character-set')).toEqual([]);
  });
});
