// The command line (#42, #49): `northwind-edi` as npm links it from the workspace package @northwind/edi, run as a
// user runs it: files and standard input, findings as file:line:col, exit codes 0 / 1 / 2 with a one-line reason,
// acknowledgments, conversions both ways, compare and reconcile; a large document read in pieces.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inspectorSamples } from '../../../content/inspector/samples';
import { partnerGuide } from '../../fixtures/partner-guide';
import { dictionaryLoader, inspectLoading } from '../../../shared/edi/inspect';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';
import { engineData } from '../../../shared/inspector/engine-data';
import { textChunks } from '../../../shared/edi/writers/convert';
import { bin, cliSandbox } from '../../fixtures/cli-sandbox';

/** What the command line checks and converts with (server/cli/index.ts), for the whole conversion it must equal. */
const siteLoader = dictionaryLoader(engineData, loadDirectories);
const { dir, spoolDir, file, run } = cliSandbox('nw-cli-');
const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const po = file('po.edi', sample('x12-850-005010'));
const broken = file('broken.edi', sample('x12-850-005010').replace('SE*24*', 'SE*23*'));
const asn = file('asn.edi', sample('x12-856-005010'));
const invoice = file('invoice.edi', sample('x12-810-005010').replace('IT1*3*120*EA*8.75', 'IT1*3*120*EA*8.95'));
const orders = file('orders.edi', sample('edifact-orders'));

/** `convert --to json|xml|csv` of `path` (holding `whole`), beside the whole conversion it must equal. */
async function conversions(path: string, whole: string) {
  const { result, dictionaries } = await inspectLoading(whole, siteLoader);
  return (['json', 'xml', 'csv'] as const).map((to) => {
    const out = [...textChunks(result, dictionaries, to, { schema: '' })].join('');
    return { out: run(['convert', path, '--to', to]), expected: { code: 0, out, err: '' } };
  });
}

it('is linked by npm install from the workspace package', () => {
  expect(existsSync(bin)).toBe(true);
  expect(run(['--help'])).toMatchObject({ code: 0, out: expect.stringContaining('northwind-edi inspect <file|->') });
});

describe('inspect', () => {
  it('says nothing and exits 0 for a clean document, X12 and EDIFACT', () => {
    expect(run(['inspect', po])).toEqual({ code: 0, out: '', err: '' });
    expect(run(['inspect', orders])).toEqual({ code: 0, out: '', err: '' });
  });

  it('lists errors as file:line:col severity code message and exits 1, from a file or standard input', () => {
    const line = 'error transaction-count SE01 says 23 segments, but there are 24.\n';
    expect(run(['inspect', broken])).toEqual({ code: 1, out: `${broken}:26:1 ${line}`, err: '' });
    expect(run(['inspect', '-'], sample('x12-850-005010').replace('SE*24*', 'SE*23*'))).toMatchObject({
      code: 1,
      out: `<stdin>:26:1 ${line}`,
    });
  });

  it('prints the API report with --json', () => {
    const { code, out } = run(['inspect', broken, '--json']);
    expect(code).toBe(1);
    const report: { issues: { code: string }[] } = JSON.parse(out);
    expect(report.issues.map((i) => i.code)).toEqual(['transaction-count']);
  });

  it('exits 2 with one line of reason for what it cannot use', () => {
    expect(run(['inspect', join(dir, 'missing.edi')])).toEqual({
      code: 2,
      out: '',
      err: `northwind-edi: ${join(dir, 'missing.edi')}: no such file\n`,
    });
    expect(run(['inspect', '-'], 'hello')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^northwind-edi: standard input: This does not look like EDI.*\n$/),
    });
    expect(run(['inspect', po, '--bogus'])).toMatchObject({
      code: 2,
      err: expect.stringContaining("Unknown option '--bogus'"),
    });
    expect(run(['frobnicate', po])).toMatchObject({ code: 2 });
  });
});

it('ack writes the 997 and the CONTRL answering a document', () => {
  const ack = run(['ack', broken, '--type', '997']);
  expect(ack.code).toBe(0);
  expect(ack.out).toContain('AK5*R*4~');
  expect(run(['ack', orders, '--type', 'contrl']).out).toContain("UCM+1+ORDERS:D:96A:UN+7'");
  expect(run(['ack', orders, '--type', '997'])).toMatchObject({
    code: 2,
    err: expect.stringContaining('no interchange'),
  });
});

it('convert gives CSV, and JSON that converts back to the same EDI', () => {
  const csv = run(['convert', po, '--to', 'csv']);
  expect(csv.out.split('\r\n')).toHaveLength(5);
  const json = file('po.json', run(['convert', po, '--to', 'json']).out);
  const edi = run(['convert', json, '--to', 'edi']);
  expect(edi.code).toBe(0);
  expect(edi.out.replace(/\s+/g, '')).toBe(sample('x12-850-005010').replace(/\s+/g, ''));
  expect(run(['convert', po, '--to', 'pdf'])).toMatchObject({ code: 2, err: expect.stringContaining('--to must be') });
});

it('compare lists a change and exits 1 like diff; reconcile flags lines and exits 1', () => {
  const corrected = file('asn2.edi', sample('x12-856-005010').replace('SN1**18*CA', 'SN1**24*CA'));
  const diff = run(['compare', asn, corrected]);
  expect(diff.code).toBe(1);
  expect(diff.out).toContain('changed SN1');
  expect(diff.out).toContain('SN102 18 -> 24');
  expect(run(['compare', asn, asn])).toEqual({ code: 0, out: '', err: '' });
  const lines = run(['reconcile', po, asn, invoice]);
  expect(lines.code).toBe(1);
  expect(lines.out).toMatch(/^2 .*short-shipped$/m);
  expect(lines.out).toMatch(/^3 .*8\.95\s+price$/m);
  const csv = run(['reconcile', po, asn, '--format', 'csv']);
  expect(csv.out.split('\r\n')[0]).toContain('ordered_quantity');
});

it('inspect --guide-file checks against a partner’s guide, and refuses a broken one with its path', () => {
  const guide = partnerGuide();
  const partner = file('partner.json', JSON.stringify(guide));
  const checked = run(['inspect', po, '--guide-file', partner]);
  expect(checked.code).toBe(1);
  expect(checked.out).toMatch(/^.*po\.edi:4:1 error code-unknown .*BEG02.*$/m);
  expect(checked.out).toContain('the guide "Harbor Mart 850"');
  const badGuide = file(
    'broken-guide.json',
    JSON.stringify({ ...guide, structure: [{ segment: 'ST', usage: 'maybe' }] }),
  );
  expect(run(['inspect', po, '--guide-file', badGuide])).toMatchObject({
    code: 2,
    err: expect.stringMatching(/broken-guide\.json: not a guide: structure\.0\.usage: /),
  });
});

describe('standard input and the site’s data, for every command that reads one document', () => {
  const po850 = sample('x12-850-005010');

  it('ack and convert read standard input as inspect does', () => {
    expect(run(['ack', '-', '--type', '997'], po850.replace('SE*24*', 'SE*23*'))).toMatchObject({
      code: 0,
      out: expect.stringContaining('AK5*R*4~'),
    });
    expect(run(['convert', '-', '--to', 'csv'], po850).out.split('\r\n')).toHaveLength(5);
    expect(run(['convert', '-', '--to', 'json'], 'hello')).toMatchObject({ code: 2, err: expect.any(String) });
  });

  it('checks against our X12 guide when asked, and not with --guide none', () => {
    const noBeg = po850.replace(/BEG\*[^~]*~\n?/, '').replace('SE*24*', 'SE*23*');
    const guided = run(['inspect', '-', '--guide', '005010'], noBeg);
    expect(guided.code).toBe(1);
    expect(guided.out).toMatch(/^<stdin>:\d+:1 error \S+ .*BEG/m);
    expect(run(['inspect', '-', '--guide', 'none'], noBeg)).toEqual({ code: 0, out: '', err: '' });
  });

  it('recounts CTT01 by our guide’s count rule when JSON is written back to EDI', () => {
    const json = run(['convert', '-', '--to', 'json'], po850).out;
    const edited = json.replace('"number_of_line_items_01":"3"', '"number_of_line_items_01":"9"');
    expect(edited).not.toBe(json);
    const edi = run(['convert', '-', '--to', 'edi'], edited);
    expect(edi).toMatchObject({ code: 0, out: expect.stringContaining('CTT*3*192~') });
  });
});

describe('a large document, read in pieces', () => {
  // 2,000 copies of the 850's set in one interchange (about 1.5 MB, many 64 KB pieces), the last one broken.
  const [head = '', set = '', tail = ''] = sample('x12-850-005010').split(/(?=ST\*850)|(?<=SE\*24\*0001~\n)/);
  const sets = Array.from({ length: 2000 }, (_, i) => set.replaceAll('0001~', `${String(i + 1).padStart(4, '0')}~`));
  sets[1999] = (sets[1999] ?? '').replace('SE*24*', 'SE*23*');
  const text = `${head}${sets.join('')}${tail.replace('GE*1*', 'GE*2000*')}`;
  const batch = file('batch.edi', text);
  const line = text.slice(0, text.lastIndexOf('SE*23*')).split('\n').length;

  it('reports the finding of its last set on its own line, from a file and from standard input, CRLF or not', () => {
    const expected = `:${line}:1 error transaction-count SE01 says 23 segments, but there are 24.\n`;
    expect(run(['inspect', batch])).toEqual({ code: 1, out: `${batch}${expected}`, err: '' });
    expect(run(['inspect', '-'], text.replace(/\n/g, '\r\n'))).toEqual({ code: 1, out: `<stdin>${expected}`, err: '' });
  });

  it('answers every set in its 997, the broken one rejected, the same from standard input, its spool removed', () => {
    const ack = run(['ack', batch, '--type', '997']);
    expect(ack.code).toBe(0);
    expect(ack.out.match(/AK2\*850\*/g)).toHaveLength(2000);
    expect(ack.out).toContain('AK2*850*2000~\nAK5*R*4~');
    expect(ack.out).toContain('AK9*P*2000*2000*1999~');
    expect(ack.out).toMatch(/^ISA\*.*\nGS\*FA\*[\s\S]*\nSE\*4004\*0001~\nGE\*1\*1~\nIEA\*1\*000000001~\n$/);
    expect(run(['ack', '-', '--type', '997'], text)).toEqual({ ...ack, out: ack.out });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('answers each of several interchanges, and every message of an EDIFACT batch in its CONTRL', () => {
    const twice = run(['ack', '-', '--type', '999'], `${text}${text.replace(/000000001/g, '000000002')}`);
    expect(twice.code).toBe(0);
    expect(twice.out.match(/^ISA\*/gm)).toHaveLength(2);
    expect(twice.out.match(/^IK5\*R\*4~$/gm)).toHaveLength(2);
    const [unb = '', message = '', unz = ''] = sample('edifact-orders').split(/(?=UNH\+)|(?<=UNT\+\d+\+1'\n)/);
    const messages = Array.from({ length: 500 }, (_, i) =>
      message.replace('UNH+1+', `UNH+${i + 1}+`).replace("+1'", `+${i + 1}'`),
    );
    const contrl = run(
      ['ack', '-', '--type', 'CONTRL'],
      `${unb}${messages.join('')}${unz.replace('UNZ+1+', 'UNZ+500+')}`,
    );
    expect(contrl.code).toBe(0);
    expect(contrl.out.match(/^UCM\+\d+\+ORDERS:D:96A:UN\+7'$/gm)).toHaveLength(500);
    expect(contrl.out).toContain("UCM+500+ORDERS:D:96A:UN+7'");
    expect(contrl.out).toMatch(/\nUNT\+503\+1'\nUNZ\+1\+CTL000000001'\n$/);
  });

  it('exits 2 with its reason for an answer it cannot write, and leaves nothing behind', () => {
    expect(run(['ack', batch, '--type', '998'])).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringContaining('--type must be'),
    });
    expect(run(['ack', batch, '--type', 'CONTRL'])).toEqual({
      code: 2,
      out: '',
      err: `northwind-edi: ${batch}: no interchange that a CONTRL answers\n`,
    });
    expect(run(['ack', '-', '--type', '997'], 'hello')).toMatchObject({ code: 2, out: '' });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('converts to JSON, XML and CSV set by set, the whole conversion byte for byte, from a file and stdin', async () => {
    const both = `${head}${sets.slice(0, 300).join('')}${tail.replace('GE*1*', 'GE*300*')}${sample('edifact-orders')}`;
    const { result, dictionaries } = await inspectLoading(both, siteLoader);
    for (const to of ['json', 'xml', 'csv'] as const) {
      const expected = [...textChunks(result, dictionaries, to, { schema: '' })].join('');
      expect(run(['convert', file(`both.edi`, both), '--to', to])).toEqual({ code: 0, out: expected, err: '' });
      expect(run(['convert', '-', '--to', to], both.replace(/\n/g, '\r\n')).out).toBe(expected);
    }
    expect(run(['convert', '-', '--to', 'xml'], 'hello')).toMatchObject({ code: 2, out: '' });
    expect(readdirSync(spoolDir)).toEqual([]);
  });
});

describe('one very long set, spilled to a temporary file and walked from there', () => {
  // One 850 of 12,000 PO1 lines (24,000 segments, past the 20,000 after which a set is spilled), one line
  // broken halfway, CTT01 wrong, a PID before the first PO1, checked against our guide: what the reading in
  // pieces reports must be what the whole reading (inspect(), in process) reports.
  const [opening = ''] = sample('x12-850-005010').split(/(?=PO1\*)/, 1);
  const lines = Array.from({ length: 12_000 }, (_, i) => {
    const quantity = i === 6000 ? 'X' : '48';
    return `PO1*${i + 1}*${quantity}*CA*36.5*PE*UP*012345678905~\nPID*F****Stainless water bottle~\n`;
  });
  // ST to N1*VN are 15 segments, then the early PID, 24,000 of the lines, CTT, AMT and SE.
  const trailer = 'CTT*11999*192~\nAMT*TT*4069.2~\nSE*24019*0001~\nGE*1*4721~\nIEA*1*000004721~\n';
  const text = `${opening}PID*F****Early~\n${lines.join('')}${trailer}`;
  const long = file('long.edi', text);

  it('reports every finding on its line, as the whole reading does, from a file and from standard input', async () => {
    const { result } = await inspectLoading(text, siteLoader, { guide: '005010' });
    const expected = result.issues.map((f) => `${long}:${f.line}:${f.column} ${f.severity} ${f.code} ${f.message}\n`);
    expect(expected).toHaveLength(3);
    expect(expected.join('')).toContain('set-total');
    const inspected = run(['inspect', long, '--guide', '005010']);
    expect(inspected).toEqual({ code: 1, out: expected.join(''), err: '' });
    expect(run(['inspect', '-', '--guide', '005010'], text).out).toBe(expected.join('').replaceAll(long, '<stdin>'));
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  it('reports every finding of a very long EDIFACT message on its line, as the whole reading does', async () => {
    // ORDERS with 7,000 line items (21,000 segments): one QTY whose quantity is not a number, a second BGM
    // after the lines (out of its place in the structure), a wrong UNT count.
    const [start = ''] = sample('edifact-orders').split(/(?=LIN\+)/, 1);
    const items = Array.from(
      { length: 7000 },
      (_, i) => `LIN+${i + 1}++4012345111118:EN'\nQTY+21:${i === 3500 ? 'X' : '48'}'\nPRI+AAA:4.25'\n`,
    );
    const ordersText = `${start}${items.join('')}BGM+220+PO4500098231+9'\nUNS+S'\nCNT+2:7000'\nUNT+21000+1'\nUNZ+1+ORD0004721'\n`;
    const longOrders = file('long-orders.edi', ordersText);
    const { result } = await inspectLoading(ordersText, siteLoader, {});
    const expected = result.issues.map(
      (f) => `${longOrders}:${f.line}:${f.column} ${f.severity} ${f.code} ${f.message}\n`,
    );
    expect(expected.length).toBeGreaterThanOrEqual(3);
    expect(run(['inspect', longOrders])).toEqual({ code: 1, out: expected.join(''), err: '' });
    expect(readdirSync(spoolDir)).toEqual([]);
  });

  // Each written from its spill as it is read back (stream/long-set.ts); three runs of the command each.
  it('converts the long 850 as the whole conversion does, byte for byte', async () => {
    for (const { out, expected } of await conversions(long, text)) expect(out).toEqual(expected);
    expect(readdirSync(spoolDir)).toEqual([]);
  }, 60_000);

  it('converts a long ORDERS (21,000 segments) as the whole conversion does, byte for byte', async () => {
    const [start = ''] = sample('edifact-orders').split(/(?=LIN\+)/, 1);
    const items = Array.from({ length: 10_500 }, (_, i) => `LIN+${i + 1}++4012345111118:EN'\nQTY+21:48'\n`);
    const ordersText = `${start}${items.join('')}UNS+S'\nCNT+2:10500'\nUNT+21009+1'\nUNZ+1+ORD0004721'\n`;
    const path = file('long-orders-convert.edi', ordersText);
    for (const { out, expected } of await conversions(path, ordersText)) expect(out).toEqual(expected);
    expect(readdirSync(spoolDir)).toEqual([]);
  }, 60_000);
});
