// `northwind-edi convert --to json|xml|csv` reads the document in pieces and writes each set as it closes
// (stream/convert-stream.ts; CSV rows spooled until the columns are known, csv-stream.ts): the bytes are those of the whole conversion (writers/convert.ts textChunks), for
// every sample, both standards in one file, a batch of sets and interchanges, however the pieces are cut (#42).
import { inspectLoading } from '../../../shared/edi/inspect';
import { InspectStream } from '../../../shared/edi/stream/inspect-stream';
import { ConvertObserver, type StreamTarget } from '../../../shared/edi/stream/convert-stream';
import { CsvSpooler } from '../../../shared/edi/stream/csv-stream';
import { MemorySpool } from '../../../shared/edi/stream/ack-skeleton';
import type { SpilledSegment, SpillOptions } from '../../../shared/edi/stream/set-spill';
import { textChunks } from '../../../shared/edi/writers/convert';
import type { DictionaryLoader } from '../../../shared/edi/model/dictionaries';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const load: DictionaryLoader = async (ids) => ({
  ...dictionaries,
  edifact: Object.fromEntries(ids.flatMap((id) => (dictionaries.edifact[id] ? [[id, dictionaries.edifact[id]]] : []))),
});
let seed = 5;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;

/** Sets longer than `after` segments spilled (the command line's is 20,000: stream/long-set.ts). */
const spilling = (after: number): SpillOptions => ({ spool: () => new MemorySpool<SpilledSegment>(), after });

async function inPieces(text: string, to: StreamTarget, size: () => number, spill?: SpillOptions): Promise<string> {
  const stream = new InspectStream(load, {}, false, spill);
  const csv = to === 'csv' ? new CsvSpooler(new MemorySpool(), new MemorySpool()) : undefined;
  const converter = new ConvertObserver(to, '', stream.held, () => stream.loaded, csv, spill);
  stream.observer = converter;
  let out = '';
  for (let i = 0; i < text.length;) {
    const n = Math.max(1, size());
    await stream.write(text.slice(i, i + n));
    out += [...converter.take()].join('');
    i += n;
  }
  await stream.end();
  return out + [...converter.finish()].join('');
}

async function whole(text: string, to: StreamTarget): Promise<string> {
  const { result, dictionaries: d } = await inspectLoading(text, load, {});
  return [...textChunks(result, d, to, { schema: '' })].join('');
}

const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
const all = inspectorSamples.map((s) => s.text).join('\n');
const [head = '', set = '', tail = ''] = po.split(/(?=ST\*850)|(?<=SE\*24\*0001~\n)/);
const sets = Array.from({ length: 200 }, (_, i) => set.replaceAll('0001~', `${String(i + 1).padStart(4, '0')}~`));
const batch = `${head}${sets.join('')}${tail.replace('GE*1*', 'GE*200*')}`;
const documents: [string, string][] = [
  ...inspectorSamples.map((s): [string, string] => [s.id, s.text]),
  ['every sample in one document, X12 and EDIFACT', all],
  ['a batch of 200 purchase orders', batch],
  ['the batch three times (three interchanges)', `${batch}${batch}${batch}`],
  [
    'ORDERS ten times, without line breaks',
    Array.from({ length: 10 }, () => orders)
      .join('')
      .replace(/\n/g, ''),
  ],
  ['an 850 without its SE', change(po, 'SE*24*0001~\n', '')],
  // HL levels nest by parent up to 16 deep (document-tree.ts MAX_HL_DEPTH), then start again at the top;
  // an HL whose parent is not open goes to the top, and closes the levels open.
  [
    'an 856 whose HL levels chain 26 deep',
    change(
      sample('x12-856-005010'),
      'CTT*6~',
      `${Array.from({ length: 20 }, (_, i) => `HL*${i + 7}*${i + 6}*I~\nLIN**UP*012345678905~\n`).join('')}HL*27*99*I~\nHL*28*2*P~\nCTT*6~`,
    ),
  ],
  ['an 850 without its GE and IEA', po.replace(/GE\*.*\n?IEA.*\n?/s, '')],
];
const cuts: [string, () => number][] = [
  ['1 to 3 characters', () => 1 + Math.floor(random() * 3)],
  ['1 to 700 characters', () => 1 + Math.floor(random() * 700)],
  ['1 to 70,000 characters', () => 1 + Math.floor(random() * 70_000)],
];

describe('a conversion written as the document is read in pieces', () => {
  it.each(documents)('is the whole conversion, byte for byte: %s', async (_, text) => {
    for (const to of ['json', 'xml', 'csv'] as const) {
      const expected = await whole(text, to);
      for (const [, size] of cuts) expect(await inPieces(text, to, size)).toBe(expected);
    }
  });

  // Sets past the threshold go to a spool and are written as they are read back, their loops (an 856's HL
  // levels nested by parent, EDIFACT's segment groups) built one segment at a time (model/tree-stream.ts).
  it.each(documents)('is the whole conversion when long sets are spilled: %s', async (_, text) => {
    for (const to of ['json', 'xml', 'csv'] as const) {
      const expected = await whole(text, to);
      for (const after of [1, 6, 15])
        expect(await inPieces(text, to, () => 1 + Math.floor(random() * 700), spilling(after))).toBe(expected);
    }
  });

  it('writes one huge set from its spill, holding a window of it, byte for byte', async () => {
    const lines = Array.from(
      { length: 3000 },
      (_, i) => `PO1*${i + 1}*48*CA*36.5*PE*UP*012345678905~\nPID*F****Bottle~\n`,
    );
    const huge = po.replace(/PO1\*1\*[\s\S]*?(?=CTT)/, lines.join(''));
    const stream = new InspectStream(load, {}, false, spilling(500));
    const converter = new ConvertObserver('json', '', stream.held, () => stream.loaded, undefined, spilling(500));
    stream.observer = converter;
    let out = '';
    let most = 0;
    for (let i = 0; i < huge.length; i += 4096) {
      await stream.write(huge.slice(i, i + 4096));
      most = Math.max(most, stream.held.items.length);
      out += [...converter.take()].join('');
    }
    await stream.end();
    out += [...converter.finish()].join('');
    expect(out.match(/"PO1_loop"/g)?.length).toBe(3000);
    expect(out).toBe(await whole(huge, 'json'));
    expect(most).toBeLessThan(1500);
  });

  // One sample at a time: an EDIFACT envelope's keys come from the first directory loaded, and one whose
  // messages name none we have is written before a later interchange's are loaded (see convert-stream.ts).
  it('is the whole conversion for samples damaged at random', async () => {
    const chars = "~*:^'+?\n\rAZ09 ";
    for (let k = 0; k < 5 * inspectorSamples.length; k += 1) {
      const source = inspectorSamples[k % inspectorSamples.length]?.text ?? '';
      const out = [...source];
      for (let n = 0; n < source.length / 40; n += 1)
        out[Math.floor(random() * out.length)] = chars[Math.floor(random() * chars.length)] ?? '';
      const text = out.join('');
      for (const to of ['json', 'xml', 'csv'] as const) {
        const expected = await whole(text, to);
        expect(await inPieces(text, to, () => 1 + Math.floor(random() * 300))).toBe(expected);
        expect(await inPieces(text, to, () => 1 + Math.floor(random() * 300), spilling(k % 7))).toBe(expected);
      }
    }
  });

  it('writes each set as it closes, before the document ends', async () => {
    const stream = new InspectStream(load, {});
    const converter = new ConvertObserver('json', '', stream.held, () => stream.loaded);
    stream.observer = converter;
    await stream.write(batch.slice(0, batch.length / 2));
    const early = [...converter.take()].join('');
    expect(early.match(/"code":"850"/g)?.length).toBeGreaterThan(80);
    expect(stream.held.items.length).toBeLessThan(100);
  });
});
