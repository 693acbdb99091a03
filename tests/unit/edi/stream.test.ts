// A document read piece by piece (shared/edi/stream, what `northwind-edi inspect` and `ack` run) reports what the
// same document read whole reports: every finding with its message, line, column, position and set position, the
// caps, the counts, and the acknowledgments written from them, however the pieces are cut (#42).
import { inspectLoading } from '../../../shared/edi/inspect';
import { InspectStream, type StreamResult } from '../../../shared/edi/stream/inspect-stream';
import { acknowledge } from '../../../shared/edi/writers/acknowledge';
import { MemorySpool } from '../../../shared/edi/stream/ack-skeleton';
import type { SpilledSegment } from '../../../shared/edi/stream/set-spill';
import type { DictionaryLoader } from '../../../shared/edi/model/dictionaries';
import type { InspectOptions, ParseResult } from '../../../shared/edi/model/types';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

/** The directories a document names, as the server's loader hands them in. */
const load: DictionaryLoader = async (ids) => ({
  ...dictionaries,
  edifact: Object.fromEntries(ids.flatMap((id) => (dictionaries.edifact[id] ? [[id, dictionaries.edifact[id]]] : []))),
});

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

/** A spool that keeps its records as JSON text, as the command line's file does (shared/edi/cli/spool.ts). */
class JsonSpool<T> extends MemorySpool<string> {
  addRecord = (item: T) => this.add(JSON.stringify(item));
  *records(): Generator<T> {
    for (const line of this.replay()) {
      const item: T = JSON.parse(line);
      yield item;
    }
  }
}

/** X12 sets past 5 segments spilled to a spool and walked from it (set-spill.ts), as `northwind-edi inspect` does past 20,000. */
const spill = {
  spool: () => {
    const json = new JsonSpool<SpilledSegment>();
    return { add: json.addRecord, replay: () => json.records(), clear: () => json.clear() };
  },
  after: 5,
};

async function inPieces(
  text: string,
  size: () => number,
  options: InspectOptions = {},
  keep = false,
  spilled?: typeof spill,
) {
  const stream = new InspectStream(load, options, keep, spilled);
  for (let i = 0; i < text.length;) {
    const n = Math.max(1, size());
    await stream.write(text.slice(i, i + n));
    i += n;
  }
  return stream.end();
}

const whole = async (text: string, options: InspectOptions = {}) => (await inspectLoading(text, load, options)).result;
const findings = (r: ParseResult) => ({
  issues: r.issues,
  truncated: r.truncated,
  counts: Object.fromEntries(Object.entries(r.counts).sort()),
});
const cuts: [string, () => number][] = [
  ['one character', () => 1],
  ['1 to 3 characters', () => 1 + Math.floor(random() * 3)],
  ['1 to 700 characters', () => 1 + Math.floor(random() * 700)],
  ['1 to 70,000 characters', () => 1 + Math.floor(random() * 70_000)],
];

const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
const all = inspectorSamples.map((s) => s.text).join('\n');
/** 1,500 broken PO1 lines: past every cap (100 a code, 1,000 in all), so the kept ones must be the same. */
const flood = change(
  po,
  'CTT*3*192~',
  `${Array.from({ length: 1500 }, (_, i) => `PO1*${i}*X*CA*36.5*PE*UP*012345678906~`).join('\n')}\nCTT*3*192~`,
);
const documents: [string, string][] = [
  ...inspectorSamples.map((s): [string, string] => [s.id, s.text]),
  ['every sample in one document, X12 and EDIFACT', all],
  ['every sample with CRLF line ends', all.replace(/\n/g, '\r\n')],
  ['a mail’s text before the interchange', `Hello,\r\nthe order follows.\r\n\r\n${po}`],
  ['an 850 without its SE', change(po, 'SE*24*0001~\n', '')],
  ['an 850 whose segments end with line breaks, not ~', po.replace(/~\n/g, '\n')],
  ['an 850 wrapped at 80 columns', po.replace(/\n/g, '').replace(/(.{80})/g, '$1\n')],
  ['ORDERS with its UNT count wrong and a released apostrophe', change(orders, "UNT+24+1'", "UNT+23+1'")],
  ['ORDERS without line breaks', orders.replace(/\n/g, '')],
  ['the 850 twice (duplicate control numbers)', `${po}${po}`],
  ['findings past every cap', flood],
];

describe('a document read in pieces', () => {
  it.each(documents)('reports what it reports read whole: %s', async (_, text) => {
    const expected = findings(await whole(text));
    for (const [, size] of cuts) expect(findings(await inPieces(text, size))).toEqual(expected);
  });

  it.each(documents)('reports the same with its long sets spilled and walked from the spool: %s', async (_, text) => {
    for (const options of [{}, { guide: '005010' }] as InspectOptions[]) {
      const expected = findings(await whole(text, options));
      for (const [, size] of cuts.slice(1))
        expect(findings(await inPieces(text, size, options, false, spill))).toEqual(expected);
    }
  });

  it('keeps the caps of a flood of findings, and says some were left out', async () => {
    const result = await inPieces(flood, () => 1 + Math.floor(random() * 500));
    expect(result.truncated).toBe(true);
    expect(result.issues.filter((f) => f.code === 'gs1-check-digit')).toHaveLength(100);
    expect(result.counts['gs1-check-digit']).toBe(1500);
  });

  it('reports what it reports read whole for documents damaged at random, past the cap of 1,000 findings', async () => {
    const chars = "~*:^'+?\n\rAZ09 ";
    const damaged = (text: string) => {
      const out = [...text];
      for (let k = 0; k < text.length / 40; k += 1) {
        const at = Math.floor(random() * out.length);
        out[at] = chars[Math.floor(random() * chars.length)] ?? '';
      }
      return out.join('');
    };
    const texts = Array.from({ length: 12 }, () => damaged(all));
    texts.push(Array.from({ length: 40 }, () => damaged(all)).join('\n'));
    let capped = false;
    for (const text of texts) {
      const expected = await whole(text, { guide: '005010' });
      capped ||= expected.issues.length === 1000;
      const got = await inPieces(text, () => 1 + Math.floor(random() * 300), { guide: '005010' });
      expect(findings(got)).toEqual(findings(expected));
      const spilled = await inPieces(text, () => 1 + Math.floor(random() * 300), { guide: '005010' }, false, spill);
      expect(findings(spilled)).toEqual(findings(expected));
      // Its interchanges too: a damaged terminator changes their delimiters, which an answer is written with.
      const kept = await inPieces(text, () => 1 + Math.floor(random() * 300), { guide: '005010' }, true);
      const now = new Date('2026-03-15T10:45:00Z');
      for (const type of ['997', 'CONTRL'] as const)
        expect(acknowledge(kept, type, { now })).toBe(acknowledge(expected, type, { now }));
    }
    expect(capped).toBe(true);
  });

  it('places a finding on its line and column when CR and LF arrive in different pieces', async () => {
    const text = change(po, 'SE*24*', 'SE*23*').replace(/\n/g, '\r\n');
    const result = await inPieces(text, () => 1);
    expect(result.issues.map((f) => [f.code, f.line, f.column, f.setPos])).toEqual([['transaction-count', 26, 1, 24]]);
  });

  it('checks against our guide or a directory named on the command line as read whole', async () => {
    for (const options of [{ guide: '005010' }, { guide: 'none' }, { directory: 'd01b' }] as InspectOptions[])
      for (const text of [all, flood])
        expect(findings(await inPieces(text, () => 1 + Math.floor(random() * 900), options))).toEqual(
          findings(await whole(text, options)),
        );
  });

  it('refuses what is not EDI, as read whole', async () => {
    const result = await inPieces('Dear supplier,\nplease find our order attached.\n', () => 5);
    expect(result.refused).toBe(true);
    expect(result.issues.map((f) => f.code)).toEqual((await whole('Dear supplier,\n')).issues.map((f) => f.code));
  });

  it('writes the same 997, 999, TA1 and CONTRL as read whole', async () => {
    const now = new Date('2026-03-15T10:45:00Z');
    const broken = change(change(po, 'SE*24*', 'SE*23*'), 'BEG*00*', 'BEG*QQ*');
    const cases: [string, '997' | '999' | 'TA1' | 'CONTRL'][] = [
      [broken, '997'],
      [broken, '999'],
      [`${broken}${po}`, 'TA1'],
      [change(orders, "UNT+24+1'", "UNT+23+1'"), 'CONTRL'],
    ];
    for (const [text, type] of cases) {
      const streamed: StreamResult = await inPieces(
        text,
        () => 1 + Math.floor(random() * 40),
        { guide: '005010' },
        true,
      );
      const expected = acknowledge(await whole(text, { guide: '005010' }), type, { now });
      expect(expected).not.toBe('');
      expect(acknowledge(streamed, type, { now })).toBe(expected);
    }
  });
});
