// `northwind-edi convert --to edi` (#42): our JSON read in pieces (writers/from-json-stream.ts) gives the bytes of
// the whole conversion (jsonToEdi after JSON.parse), and a JSON it does not stream (wrong, or not in our order)
// gets the whole conversion's answer: the same EDI, or the same message with exit 2 and nothing on stdout.
import { readdirSync } from 'node:fs';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaryLoader, inspectLoading } from '../../../shared/edi/inspect';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';
import { engineData } from '../../../shared/inspector/engine-data';
import { textChunks } from '../../../shared/edi/writers/convert';
import { jsonToEdi } from '../../../shared/edi/writers/from-json';
import { JsonToEdiStream } from '../../../shared/edi/writers/from-json-stream';
import { cliSandbox } from '../../fixtures/cli-sandbox';

const siteLoader = dictionaryLoader(engineData, loadDirectories);
const { spoolDir, file, run } = cliSandbox('nw-cli-edi-');

/** Our JSON of an EDI text, as `convert --to json` writes it. */
async function ourJson(text: string): Promise<string> {
  const { result, dictionaries } = await inspectLoading(text, siteLoader, {});
  return [...textChunks(result, dictionaries, 'json', { schema: '' })].join('');
}

const guides = async () => (await siteLoader([])).guides;

/** The whole conversion's answer: its EDI, or the message the command line gives (a byte-order mark decoded away). */
async function whole(json: string, path: string) {
  try {
    return { code: 0, out: jsonToEdi(JSON.parse(json.replace(/^\uFEFF/, '')), await guides()), err: '' };
  } catch (error) {
    return { code: 2, out: '', err: `northwind-edi: ${path}: ${error instanceof Error ? error.message : ''}\n` };
  }
}

/** The stream's EDI of `json` written in pieces of `size` characters (throws where it leaves the JSON). */
async function streamed(json: string, size: number): Promise<string> {
  let out = '';
  const stream = new JsonToEdiStream(await guides(), (text) => {
    out += text;
  });
  for (let at = 0; at < json.length; at += size) stream.write(json.slice(at, at + size));
  stream.end();
  return out;
}

describe('our JSON back to EDI, read in pieces', () => {
  it.each(inspectorSamples.map((s) => [s.id, s.text]))('writes the whole conversion’s bytes: %s', async (id, text) => {
    const json = await ourJson(text);
    const expected = jsonToEdi(JSON.parse(json), await guides());
    expect(expected.length).toBeGreaterThan(100);
    for (const size of [1, 7, 4096]) expect(await streamed(json, size)).toBe(expected);
    expect(run(['convert', file(`${id}.json`, json), '--to', 'edi'])).toEqual({ code: 0, out: expected, err: '' });
  });

  it('streams several interchanges and groups, from standard input too, its spools removed', async () => {
    const po = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
    const orders = inspectorSamples.find((s) => s.id === 'edifact-orders')?.text ?? '';
    const json = await ourJson(`${po}${po.replaceAll('000004721', '000004722')}${orders}`);
    expect(json.match(/"standard"/g)).toHaveLength(3);
    const expected = await whole(json, '-');
    expect(await streamed(json, 100)).toBe(expected.out);
    expect(run(['convert', '-', '--to', 'edi'], json)).toEqual(expected);
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('streams an interchange with no groups as the whole conversion writes it', async () => {
    const po = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
    const json = (await ourJson(po)).replace(/"groups":\[[\s\S]*\],"trailer"/, '"groups":[],"trailer"');
    expect(await streamed(json, 10)).toBe((await whole(json, '-')).out);
    expect((await whole(json, '-')).out).toMatch(/^ISA\*.*~\nIEA\*0\*000004721~\n$/);
  });
});

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';

describe('one long set, written as its segments are read', () => {
  /** The 850 with `n` PO1 loops (PO1 and PID each) in place of its three: 2n + 18 segments in one set. */
  const long850 = (n: number) => {
    const lines = Array.from(
      { length: n },
      (_, i) => `PO1*${i + 1}*${(i % 97) + 1}*CA*36.5*PE*UP*012345678905~\nPID*F****Item ${i}~\n`,
    );
    return sample('x12-850-005010').replace(/PO1\*1\*[\s\S]*(?=CTT)/, lines.join(''));
  };
  let json = '';
  beforeAll(async () => {
    json = await ourJson(long850(10_600));
  }, 60_000);

  it('writes a set of 21,000+ segments byte for byte as the whole conversion, its CTT and SE recounted', async () => {
    const expected = jsonToEdi(JSON.parse(json), await guides());
    expect(expected.split('~\n').length).toBeGreaterThan(21_000);
    // CTT01 counts the PO1 loops (the JSON still says 3), CTT02 sums their quantities; SE01 counts the segments.
    expect(expected).toMatch(/\nCTT\*10600\*\d+~\nAMT\*TT\*4069.2~\nSE\*21218\*0001~\n/);
    expect(expected).not.toContain('CTT*3*192');
    for (const size of [997, 65_536]) expect(await streamed(json, size)).toBe(expected);
    expect(run(['convert', file('long-850.json', json), '--to', 'edi'])).toEqual({ code: 0, out: expected, err: '' });
  });

  const totals: [string, string, RegExp][] = [
    [
      'a CTT before some of the PO1 it counts',
      long850(40).replace(/(PO1\*21\*)/, 'CTT*1*1~\n$1'),
      /\nCTT\*40\*\d+~\nPO1\*21\*/,
    ],
    ['no SE (one is added)', long850(40).replace(/SE\*\d+\*0001~\n/, ''), /\nSE\*98\*0001~\nGE/],
    ['a CTT without its hash total', long850(40).replace('CTT*3*192~', 'CTT*3~'), /\nCTT\*40~\n/],
    [
      'a long ORDERS, its CNT+2 recounted',
      sample('edifact-orders').replace(/(LIN\+2[\s\S]*?PRI\+AAA:7\.90'\n)/, (m) => m.repeat(500)),
      /\nCNT\+2:501'\n/,
    ],
    [
      'a CNT+2 before some of the LIN it counts',
      sample('edifact-orders').replace('LIN+2+', "CNT+2:9'\nLIN+2+"),
      /\nCNT\+2:2'\nLIN\+2\+/,
    ],
  ];
  it.each(totals)('%s: the whole conversion’s totals', async (_name, edi, total) => {
    const text = await ourJson(edi);
    const expected = jsonToEdi(JSON.parse(text), await guides());
    expect(expected).toMatch(total);
    for (const size of [13, 4096]) expect(await streamed(text, size)).toBe(expected);
  });

  const broken: [string, (j: string) => string][] = [
    ['a segment wrong deep inside', (j) => j.replace('"Item 9000"', '"Item 9000","XX01":7')],
    ['a value holding a delimiter deep inside', (j) => j.replace('"Item 9000"', '"Item*9000"')],
    ['broken JSON deep inside', (j) => j.replace('"Item 9000"}', '"Item 9000"')],
  ];
  it.each(broken)('%s: the same message, exit 2, nothing on stdout', async (name, edit) => {
    const bad = edit(json);
    expect(bad).not.toBe(json);
    const path = file(`${name.replace(/\W+/g, '-')}.json`, bad);
    const expected = await whole(bad, path);
    expect(expected.code).toBe(2);
    expect(expected.err).toMatch(/^northwind-edi: .+: ./);
    await expect(streamed(bad, 4096)).rejects.toBeInstanceOf(Error);
    expect(run(['convert', path, '--to', 'edi'])).toEqual(expected);
  });
});

describe('a JSON the stream leaves to the whole conversion', () => {
  const po = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
  let json = '';
  beforeAll(async () => {
    json = await ourJson(po);
  });

  const cases: [string, (j: string) => string][] = [
    ['broken JSON at its end', (j) => j.slice(0, -3)],
    ['a trailing comma', (j) => j.replace(']}\n', '],}\n')],
    ['a control character inside a string', (j) => j.replace('Harbor Mart Stores', 'Harbor\u0001Mart')],
    ['a second JSON after the first', (j) => `${j} {}`],
    ['a second byte-order mark', (j) => `\uFEFF\uFEFF${j}`],
    ['a segment wrong in its last set', (j) => j.replace(/"tag":"CTT"/, '"tag":"ctt"')],
    ['a value holding a delimiter', (j) => j.replace('Harbor Mart Stores', 'Harbor*Mart')],
    ['a group without its GS', (j) => j.replace(/\{"header":\{"tag":"GS"[^}]*\},/, '{')],
    ['no interchanges', () => '{"interchanges":[]}'],
    ['interchanges that are an object', () => '{"interchanges":{"0":{}}}'],
  ];
  it.each(cases)('%s: the same message, exit 2, nothing on stdout', async (name, edit) => {
    const bad = edit(json);
    const path = file(`${name.replace(/\W+/g, '-')}.json`, bad);
    const expected = await whole(bad, path);
    expect(expected.code).toBe(2);
    await expect(streamed(bad, 64)).rejects.toBeInstanceOf(Error);
    expect(run(['convert', path, '--to', 'edi'])).toEqual(expected);
  });

  it('never writes what the whole conversion would not: 600 one-character edits either match it or are left', async () => {
    const book = await guides();
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    const chars = '{}[],:"\\ 0aZ*~\u0001';
    let left = 0;
    let written = 0;
    const wrong: string[] = [];
    for (let k = 0; k < 600; k += 1) {
      const at = random(json.length);
      const c = chars[random(chars.length)] ?? '';
      const edits = [json.slice(0, at) + json.slice(at + 1), json.slice(0, at) + c + json.slice(at)];
      const edited = edits[k % 2] ?? json;
      let expected: string | undefined;
      try {
        expected = jsonToEdi(JSON.parse(edited), book);
      } catch {
        expected = undefined;
      }
      const out = await streamed(edited, 50).catch(() => undefined);
      if (out === undefined) left += 1;
      else written += 1;
      if (out !== undefined && out !== expected) wrong.push(edited);
    }
    expect(wrong).toEqual([]);
    expect(left).toBeGreaterThan(100);
    expect(written).toBeGreaterThan(100);
  });

  const reordered: [string, (j: string) => string][] = [
    ['the header after the groups', (j) => j.replace(/("header":\{[^}]*\}),("groups":.*)\}\n\]\}\n$/s, '$2,$1}\n]}\n')],
    [
      'a key given twice (the last one counts)',
      (j) => j.replace('"standard":"x12"', '"standard":"edifact","standard":"x12"'),
    ],
  ];
  it.each(reordered)('%s: the whole conversion’s EDI', async (name, edit) => {
    const odd = edit(json);
    expect(odd).not.toBe(json);
    const path = file(`${name.replace(/\W+/g, '-')}.json`, odd);
    const expected = await whole(odd, path);
    expect(expected).toMatchObject({ code: 0, out: expect.stringContaining('ST*850*0001~') });
    await expect(streamed(odd, 64)).rejects.toBeInstanceOf(Error);
    expect(run(['convert', path, '--to', 'edi'])).toEqual(expected);
  });
});
