// An acknowledgment written as a document is read piece by piece (`northwind-edi ack`: stream/ack-skeleton.ts
// spools each set, group and interchange as it closes, writers/ack-stream.ts writes the answer from the spool)
// is the acknowledgment written from the whole reading, byte for byte: every type, for clean and broken
// documents, several interchanges and groups, both standards in one file, findings past every cap (#42).
import { inspectLoading } from '../../../shared/edi/inspect';
import { InspectStream } from '../../../shared/edi/stream/inspect-stream';
import { MemorySpool, type SkeletonRecord } from '../../../shared/edi/stream/ack-skeleton';
import { acknowledge } from '../../../shared/edi/writers/acknowledge';
import { acknowledgmentChunks } from '../../../shared/edi/writers/ack-stream';
import type { Answer } from '../../../shared/edi/writers/ack-stream-writers';
import type { DictionaryLoader } from '../../../shared/edi/model/dictionaries';
import type { AckType } from '../../../shared/edi/model/ack-types';
import type { InspectOptions } from '../../../shared/edi/model/types';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const load: DictionaryLoader = async (ids) => ({
  ...dictionaries,
  edifact: Object.fromEntries(ids.flatMap((id) => (dictionaries.edifact[id] ? [[id, dictionaries.edifact[id]]] : []))),
});
const now = new Date('2026-03-15T10:45:00Z');
/** Pieces of 1 to 900 characters, the same for the same `seed`. */
function* piecesOf(text: string, seed: number) {
  let state = seed;
  for (let i = 0; i < text.length;) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const n = 1 + Math.floor((state / 0x7fffffff) * 900);
    yield text.slice(i, i + n);
    i += n;
  }
}

/** The acknowledgment as `northwind-edi ack` writes it: read in pieces, spooled, written in pieces. */
async function streamed(text: string, type: AckType, options: InspectOptions, seed = 11) {
  const skeleton = new MemorySpool<SkeletonRecord>();
  const stream = new InspectStream(load, options, skeleton);
  for (const piece of piecesOf(text, seed)) await stream.write(piece);
  const result = await stream.end();
  const chunks = acknowledgmentChunks(result.issues, result.count, skeleton, type, () => new MemorySpool<Answer>(), {
    now,
  });
  return [...chunks].join('');
}

const whole = async (text: string, type: AckType, options: InspectOptions) =>
  acknowledge((await inspectLoading(text, load, options)).result, type, { now });

const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
const all = inspectorSamples.map((s) => s.text).join('\n');
const flood = change(
  po,
  'CTT*3*192~',
  `${Array.from({ length: 1500 }, (_, i) => `PO1*${i}*X*CA*36.5*PE*UP*012345678906~`).join('\n')}\nCTT*3*192~`,
);
let damageSeed = 11;
const random = () => (damageSeed = (damageSeed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const damaged = (text: string) => {
  const chars = "~*:^'+?\n\rAZ09 ";
  const out = [...text];
  for (let k = 0; k < text.length / 40; k += 1)
    out[Math.floor(random() * out.length)] = chars[Math.floor(random() * chars.length)] ?? '';
  return out.join('');
};
const documents: [string, string][] = [
  ...inspectorSamples.map((s): [string, string] => [s.id, s.text]),
  ['every sample in one document', all],
  ['an 850 with its SE count wrong and BEG01 unknown', change(change(po, 'SE*24*', 'SE*23*'), 'BEG*00*', 'BEG*QQ*')],
  ['an 850 without its SE', change(po, 'SE*24*0001~\n', '')],
  ['the 850 twice', `${po}${po}`],
  ['ORDERS with its UNT count wrong', change(orders, "UNT+24+1'", "UNT+23+1'")],
  ['findings past every cap', flood],
];
const types: AckType[] = ['997', '999', 'TA1', 'CONTRL'];

describe('an acknowledgment written from a document read in pieces', () => {
  it.each(documents)('is the one written from the whole reading: %s', async (_, text) => {
    for (const options of [{}, { guide: '005010' }] as InspectOptions[])
      for (const type of types) expect(await streamed(text, type, options)).toBe(await whole(text, type, options));
  });

  // A damaged terminator can change a run's delimiters (terminator-mismatch), which its answer's service
  // characters follow: the reading in pieces checks a run only once they are settled, whatever the cuts.
  it('is the one written from the whole reading, for documents damaged at random', async () => {
    for (let k = 0; k < 12; k += 1) {
      const text = damaged(all);
      for (const type of types) expect(await streamed(text, type, {}, k)).toBe(await whole(text, type, {}));
    }
  });

  it('answers every set of a batch, the broken one rejected', async () => {
    const [head = '', set = '', tail = ''] = po.split(/(?=ST\*850)|(?<=SE\*24\*0001~\n)/);
    const sets = Array.from({ length: 300 }, (_, i) => set.replaceAll('0001~', `${String(i + 1).padStart(4, '0')}~`));
    sets[150] = (sets[150] ?? '').replace('SE*24*', 'SE*23*');
    const text = `${head}${sets.join('')}${tail.replace('GE*1*', 'GE*300*')}`;
    const ack = await streamed(text, '997', {});
    expect(ack).toBe(await whole(text, '997', {}));
    expect(ack.match(/AK2\*850\*/g)).toHaveLength(300);
    expect(ack).toContain('AK2*850*0151~\nAK5*R*4~');
    expect(ack).toContain('AK9*P*300*300*299~');
  });
});
