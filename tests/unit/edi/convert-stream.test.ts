// `northwind-edi convert --to json|xml|csv` reads the document in pieces and writes each set as it closes
// (stream/convert-stream.ts; CSV rows spooled until the columns are known, csv-stream.ts): the bytes are those of the whole conversion (writers/convert.ts textChunks), for
// every sample, both standards in one file, a batch of sets and interchanges, however the pieces are cut (#42).
import { inspectLoading } from '../../../shared/edi/inspect';
import { InspectStream } from '../../../shared/edi/stream/inspect-stream';
import { ConvertObserver, type StreamTarget } from '../../../shared/edi/stream/convert-stream';
import { CsvSpooler } from '../../../shared/edi/stream/csv-stream';
import { MemorySpool } from '../../../shared/edi/stream/ack-skeleton';
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

async function inPieces(text: string, to: StreamTarget, size: () => number): Promise<string> {
  const stream = new InspectStream(load, {});
  const csv = to === 'csv' ? new CsvSpooler(new MemorySpool(), new MemorySpool()) : undefined;
  const converter = new ConvertObserver(to, '', stream.held, () => stream.loaded, csv);
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
      for (const to of ['json', 'xml', 'csv'] as const)
        expect(await inPieces(text, to, () => 1 + Math.floor(random() * 300))).toBe(await whole(text, to));
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
