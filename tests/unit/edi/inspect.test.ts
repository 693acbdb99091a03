import { sampleIdByCode } from '../../../content/inspector/sample-index';
import { inspectorSamples } from '../../../content/inspector/samples';
import { detectStandard, inspect } from '../../../shared/edi/inspect';
import type { ParseResult } from '../../../shared/edi/model/types';
import { buildView } from '../../../shared/inspector/view';
import { textChunks } from '../../../shared/edi/writers/convert';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const run = (text: string): ParseResult => inspect(text, dictionaries);
const issuesOf = (r: ParseResult) => r.issues.map(({ code, pos, tag }) => ({ rule: code, pos, tag }));

describe('every sample', () => {
  it('is linked from its code: the first sample of each code, and only existing ones', () => {
    const firstByCode = new Map<string, string>();
    for (const s of inspectorSamples) if (!firstByCode.has(s.code)) firstByCode.set(s.code, s.id);
    expect(sampleIdByCode).toEqual(Object.fromEntries(firstByCode));
  });

  it.each(inspectorSamples.map((s) => [s.id, s] as const))('%s parses with no issues', (_id, s) => {
    const r = run(s.text);
    // Not addressed to Northwind, so our guides check the X12 samples only when asked: they pass them too.
    const release = /GS\*(?:[^*]*\*){7}(\d{6})/.exec(s.text)?.[1];
    const guided = release ? inspect(s.text, dictionaries, { guide: release }).issues : [];
    expect(guided).toEqual([]);
    // EANCOM's own codes (PCI 4233 33E) are not the UN list's: noted for the subset the message names, no more.
    // Our X12 samples use only the codes our guides list: not even a warning.
    expect(r.issues.filter((i) => s.standard === 'x12' || i.code !== 'code-outside-list')).toEqual([]);
    expect(r.standard).toBe(s.standard);
    const tx = r.interchanges[0]?.groups[0]?.transactions[0];
    expect(tx?.code).toBe(s.code);
  });
});

describe('X12', () => {
  const po = sample('x12-850-005010');

  it('reads the delimiters and the envelope from the ISA', () => {
    const r = run(po);
    expect(r.delimiters).toEqual({ element: '*', component: '>', segment: '~', repetition: '^' });
    const ic = r.interchanges[0];
    expect(ic).toMatchObject({
      senderQualifier: 'ZZ',
      sender: 'HARBORMART',
      receiver: 'ACMESUPPLY',
      control: '000004721',
      version: '00501',
      test: false,
      date: '260315',
    });
    expect(ic?.groups[0]).toMatchObject({ functionalId: 'PO', control: '4721', version: '005010' });
    expect(ic?.groups[0]?.transactions[0]).toMatchObject({ code: '850', control: '0001', first: 2, last: 25 });
  });

  it('has no repetition separator in 004010 and reads other delimiters, CR/LF and a byte-order mark', () => {
    expect(run(sample('x12-850-004010')).delimiters?.repetition).toBeUndefined();
    const other =
      '\ufeff\r\n' +
      sample('x12-997-005010').replaceAll('*', '|').replaceAll('~\n', '\u0085\r\n').replace('|>\u0085', '|:\u0085');
    const r = run(other);
    expect(r.issues).toEqual([]);
    expect(r.delimiters).toMatchObject({ element: '|', component: ':', segment: '\u0085' });
    expect(r.segments.map((s) => s.tag)).toEqual(['ISA', 'GS', 'ST', 'AK1', 'AK2', 'AK5', 'AK9', 'SE', 'GE', 'IEA']);
  });

  it('splits components with ISA16', () => {
    const r = run(change(po, 'PO1*3*120*EA*', 'PO1*3*120*EA>12*'));
    expect(r.segments.find((s) => s.tag === 'PO1' && s.elements[0]?.[0] === '3')?.elements[2]).toEqual(['EA', '12']);
  });

  describe('repetition separator (ISA11)', () => {
    // Two phone numbers in PER04, and two units of measure (composites) in PO103.
    const repeated = change(
      change(po, '*TE*5555550142*', '*TE*5555550142^5555550143*'),
      'PO1*3*120*EA*',
      'PO1*3*120*EA>12^CA>1*',
    );

    it('splits a repeated element into its occurrences, components too, and flags nothing', () => {
      const r = run(repeated);
      expect(r.issues).toEqual([]);
      const per = r.segments.find((s) => s.tag === 'PER');
      expect(per?.elements[3]).toEqual(['5555550142']);
      expect(per?.repetitions).toEqual({ 3: [['5555550142'], ['5555550143']] });
      expect(per?.elements[5]).toEqual(['dana.whitfield@harbormart.example']);
      const po1 = r.segments.find((s) => s.tag === 'PO1' && s.elements[0]?.[0] === '3');
      expect(po1?.repetitions?.[2]).toEqual([
        ['EA', '12'],
        ['CA', '1'],
      ]);
      expect(r.segments.find((s) => s.tag === 'BEG')?.repetitions).toBeUndefined();
    });

    it('names every occurrence in the view and the JSON', () => {
      const r = run(repeated);
      const view = buildView(r, dictionaries);
      const per = view.interchanges[0]?.groups[0]?.transactions[0]?.segments.find((s) => s.tag === 'PER');
      expect(per?.elements.filter((e) => e.ref === 'PER04')).toEqual([
        { ref: 'PER04', name: 'Communication Number', value: '5555550142', repeat: 1 },
        { ref: 'PER04', name: 'Communication Number', value: '5555550143', repeat: 2 },
      ]);
      expect(per?.elements.find((e) => e.ref === 'PER03')?.repeat).toBeUndefined();
      // Our JSON keeps every occurrence of a repeated composite, in order, with its components.
      const json: unknown = JSON.parse(
        [...textChunks(r, dictionaries, 'json', { schema: 'https://x.example/s.json' })].join(''),
      );
      const text = JSON.stringify(json);
      expect(text).toContain(
        '"unit_or_basis_for_measurement_code_03":[{"component_01":"EA","component_02":"12"},{"component_01":"CA","component_02":"1"}]',
      );
    });

    it('is not read in 004010, where ISA11 is the standards identifier U', () => {
      const old = run(change(sample('x12-850-004010'), '*TE*5555550142*', '*TE*5555550142^5555550143*'));
      expect(old.issues).toEqual([]);
      expect(old.segments.find((s) => s.tag === 'PER')?.elements[3]).toEqual(['5555550142^5555550143']);
    });
  });

  it('wrong SE01: one count issue on the SE', () => {
    const r = run(change(po, 'SE*24*0001', 'SE*23*0001'));
    expect(issuesOf(r)).toEqual([{ rule: 'transaction-count', pos: 26, tag: 'SE' }]);
    expect(r.issues[0]?.message).toBe('SE01 says 23 segments, but there are 24.');
  });

  it('SE02 different from ST02', () => {
    expect(issuesOf(run(change(po, 'SE*24*0001', 'SE*24*0002')))).toEqual([
      { rule: 'transaction-control', pos: 26, tag: 'SE' },
    ]);
  });

  it('ISA13 ≠ IEA02: one control issue on the IEA', () => {
    const r = run(change(po, 'IEA*1*000004721', 'IEA*1*000004722'));
    expect(issuesOf(r)).toEqual([{ rule: 'interchange-control', pos: 28, tag: 'IEA' }]);
    expect(r.issues[0]?.message).toBe('IEA02 is 000004722, but ISA13 is 000004721: the control numbers must match.');
  });

  it('GS06 ≠ GE02, wrong GE01 and IEA01', () => {
    expect(issuesOf(run(change(po, 'GE*1*4721', 'GE*1*4720')))).toEqual([
      { rule: 'group-control', pos: 27, tag: 'GE' },
    ]);
    expect(issuesOf(run(change(po, 'GE*1*4721', 'GE*2*4721')))).toEqual([{ rule: 'group-count', pos: 27, tag: 'GE' }]);
    expect(issuesOf(run(change(po, 'IEA*1*', 'IEA*3*')))).toEqual([{ rule: 'interchange-count', pos: 28, tag: 'IEA' }]);
  });

  it('truncated ISA: a field too short is named, and a document cut off inside the ISA stops there', () => {
    const short = run(change(po, '*HARBORMART     *', '*HARBORMART*'));
    expect(issuesOf(short)).toEqual([{ rule: 'isa-width', pos: 1, tag: 'ISA' }]);
    expect(short.issues[0]?.message).toContain(
      'ISA06 (Interchange Sender ID) has 10 characters; it must have exactly 15',
    );
    expect(short.segments).toHaveLength(28);

    const cut = run(po.slice(0, 60));
    expect(issuesOf(cut)).toEqual([{ rule: 'isa-truncated', pos: 1, tag: 'ISA' }]);
    expect(cut.segments).toHaveLength(0);
  });

  it('wrong delimiters: segments that do not use the ISA element separator are kept, each reported', () => {
    const body = po.indexOf('GS*');
    const r = run(po.slice(0, body) + po.slice(body).replaceAll('*', '|'));
    expect(r.segments).toHaveLength(28);
    // IEA is unreadable too, so the interchange is never closed.
    expect(new Set(r.issues.map((i) => i.code))).toEqual(new Set(['segment-unreadable', 'interchange-unclosed']));
    expect(r.issues[0]).toMatchObject({ pos: 2, line: 2, column: 1 });
    expect(r.issues[0]?.message).toContain("uses '|' between elements, but the header declares '*'");
  });

  it('wrong segment terminator: the segments are read as they really end, with one finding', () => {
    const r = run(change(po, '*P*>~', '*P*>!'));
    expect(issuesOf(r)).toEqual([{ rule: 'terminator-mismatch', pos: 2, tag: 'GS*' }]);
    expect(r.segments).toHaveLength(28);
    expect(r.interchanges[0]?.groups[0]?.transactions).toHaveLength(1);
  });

  it('a tag our guide does not use: flagged once when the guide is asked for, nothing else (#44)', () => {
    const text = change(po, 'CUR*BY*USD~', 'ZZQ*BY*USD~');
    expect(issuesOf(inspect(text, dictionaries, { guide: '005010' }))).toEqual([
      { rule: 'segment-not-used', pos: 5, tag: 'ZZQ' },
    ]);
    // Without the guide no claim about the standard is made: our dictionary does not name every X12 segment.
    expect(issuesOf(run(text))).toEqual([]);
  });

  it('ST01 unknown, or not matching GS01', () => {
    expect(issuesOf(run(change(po, 'ST*850*', 'ST*85X*')))).toEqual([
      { rule: 'transaction-unknown', pos: 3, tag: 'ST' },
    ]);
    expect(issuesOf(run(change(po, 'GS*PO*', 'GS*IN*')))).toEqual([{ rule: 'functional-id', pos: 3, tag: 'ST' }]);
  });

  it('missing trailers are reported where the next envelope starts', () => {
    const r = run(change(po, 'SE*24*0001~\n', ''));
    expect(issuesOf(r)).toEqual([{ rule: 'transaction-unclosed', pos: 26, tag: 'GE' }]);
  });

  it('is not fooled by text that is not EDI', () => {
    expect(issuesOf(run('hello world'))).toEqual([{ rule: 'not-edi', pos: 0, tag: '' }]);
    expect(detectStandard('  \n UNB+UNOC')).toEqual({ standard: 'edifact', start: 4 });
  });
});

describe('limits', () => {
  it('refuses more than 5 MB without parsing', () => {
    const r = run('ISA' + ' '.repeat(5 * 1024 * 1024));
    expect(issuesOf(r)).toEqual([{ rule: 'too-large', pos: 0, tag: '' }]);
  });

  it('parses a 1 MB interchange in well under a second', () => {
    const po = sample('x12-850-005010');
    const header = po.slice(0, po.indexOf('ST*'));
    const tx = po.slice(po.indexOf('ST*'), po.indexOf('GE*'));
    const count = Math.floor((1024 * 1024) / tx.length);
    // Each set with its own control number (ST02 and SE02), as X12 requires within a group.
    const sets = Array.from({ length: count }, (_, k) =>
      tx.replaceAll('*0001~', `*${String(k + 1).padStart(5, '0')}~`),
    );
    const big = header + sets.join('') + `GE*${count}*4721~\nIEA*1*000004721~\n`;
    const started = performance.now();
    const r = run(big);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(r.issues).toEqual([]);
    expect(r.interchanges[0]?.groups[0]?.transactions).toHaveLength(count);
  });
});
