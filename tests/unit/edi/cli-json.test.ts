// `northwind-edi inspect --json` (#42) reads the document in pieces and spools its envelopes and sets
// (writers/report-stream.ts), yet must print byte for byte what the API's report of the whole reading is:
// JSON.stringify(report(inspect(text))) and a line end. Run as a user runs it, from files and standard input.
import { readdirSync } from 'node:fs';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaryLoader, inspectLoading } from '../../../shared/edi/inspect';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';
import { engineData } from '../../../shared/inspector/engine-data';
import { siteLinker } from '../../../shared/inspector/links';
import { report, type ReportOptions } from '../../../shared/edi/writers/report';
import { CLI_MAX_BYTES } from '../../../shared/edi/cli/input';
import { parseGuide } from '../../../shared/edi/guide-format/read-guide';
import { userGuideOf } from '../../../shared/edi/guide-format/to-internal';
import type { UserGuide } from '../../../shared/edi/model/types';
import { partnerGuide } from '../../fixtures/partner-guide';
import { cliSandbox } from '../../fixtures/cli-sandbox';

/** What the command line checks with (server/cli/index.ts). */
const siteLoader = dictionaryLoader(engineData, loadDirectories, siteLinker);
const { spoolDir, file, run } = cliSandbox('nw-cli-json-');

/** The report of the whole reading, as the command line's options make it (cli/commands.ts). */
async function whole(text: string, extra: ReportOptions = {}, userGuide?: UserGuide) {
  const options: ReportOptions = { maxChars: CLI_MAX_BYTES, ...extra };
  const { result } = await inspectLoading(text, siteLoader, { ...options, ...(userGuide && { userGuide }) });
  const errors = result.issues.some((f) => f.severity === 'error');
  return { code: errors ? 1 : 0, out: `${JSON.stringify(report(result, options))}\n`, err: '' };
}

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';

it.each(inspectorSamples.map((s) => [s.id, s.text]))(
  'prints the whole reading’s report of the %s sample',
  async (id, text) => {
    expect(run(['inspect', file(`${id}.edi`, text), '--json'])).toEqual(await whole(text));
  },
);

it('prints the report of several interchanges of both standards from standard input, CRLF or not', async () => {
  const all = inspectorSamples.map((s) => s.text).join('\n');
  const expected = await whole(all);
  expect(JSON.parse(expected.out).summary.interchanges).toBe(inspectorSamples.length);
  expect(run(['inspect', '-', '--json'], all)).toEqual(expected);
  const crlf = all.replace(/\n/g, '\r\n');
  expect(run(['inspect', '-', '--json'], crlf)).toEqual(await whole(crlf));
});

it('prints the report of damaged documents, the counts in the whole reading’s order, and exits 1', async () => {
  const broken = sample('x12-850-005010').replace('SE*24*', 'SE*23*');
  expect(run(['inspect', file('broken.edi', broken), '--json'])).toEqual({ ...(await whole(broken)), code: 1 });
  // One character in 40 replaced by a delimiter, a line break or a letter (a fixed pattern, not random).
  const samples = [...inspectorSamples.map((s) => s.text).join('\n')];
  for (let i = 7; i < samples.length; i += 40) samples[i] = "~*:^'+?\n\rAZ09 "[i % 15] ?? '';
  const damaged = samples.join('');
  const expected = await whole(damaged, { guide: '004010' });
  expect(Object.keys(JSON.parse(expected.out).counts).length).toBeGreaterThan(10);
  expect(run(['inspect', file('damaged.edi', damaged), '--json', '--guide', '004010'])).toEqual(expected);
});

it('prints the report of 2,000 sets read in many pieces, and of a set too long to hold (spilled)', async () => {
  const [head = '', set = '', tail = ''] = sample('x12-850-005010').split(/(?=ST\*850)|(?<=SE\*24\*0001~\n)/);
  const sets = Array.from({ length: 2000 }, (_, i) => set.replaceAll('0001~', `${String(i + 1).padStart(4, '0')}~`));
  const batch = `${head}${sets.join('')}${tail.replace('GE*1*', 'GE*2000*')}`;
  const expected = await whole(batch);
  expect(JSON.parse(expected.out).summary).toMatchObject({ transactions: 2000, errors: 0 });
  expect(run(['inspect', file('batch.edi', batch), '--json'])).toEqual(expected);
  // One 850 of 24,000 PO1 and PID lines (past the 20,000 segments after which a set is spilled), one broken.
  const [opening = ''] = sample('x12-850-005010').split(/(?=PO1\*)/, 1);
  const lines = Array.from(
    { length: 12_000 },
    (_, i) => `PO1*${i + 1}*${i === 6000 ? 'X' : '48'}*CA*36.5*PE*UP*012345678905~\nPID*F****Bottle~\n`,
  );
  const long = `${opening}${lines.join('')}CTT*12000~\nSE*24017*0001~\nGE*1*4721~\nIEA*1*000004721~\n`;
  const expectedLong = await whole(long, { guide: '005010' });
  expect(JSON.parse(expectedLong.out).summary.segments).toBeGreaterThan(24_000);
  expect(run(['inspect', file('long.edi', long), '--json', '--guide', '005010'])).toEqual(expectedLong);
  expect(readdirSync(spoolDir)).toEqual([]);
});

it('prints the report checked against a partner’s guide (--guide-file) or another directory (--directory)', async () => {
  const po = sample('x12-850-005010');
  const parsed = parseGuide(JSON.stringify(partnerGuide()));
  const userGuide = 'guide' in parsed ? userGuideOf(parsed.guide) : undefined;
  expect(userGuide).toBeDefined();
  const expected = await whole(po, {}, userGuide);
  expect(JSON.parse(expected.out).guides).toEqual([expect.objectContaining({ basis: 'user' })]);
  const partner = file('partner.json', JSON.stringify(partnerGuide()));
  expect(run(['inspect', file('po.edi', po), '--json', '--guide-file', partner])).toEqual(expected);
  const orders = sample('edifact-orders');
  const d01b = await whole(orders, { directory: 'd01b' });
  expect(d01b.out).not.toBe((await whole(orders)).out);
  expect(run(['inspect', file('orders.edi', orders), '--json', '--directory', 'D.01B'])).toEqual(d01b);
});

it('refuses what is no EDI with one line of reason and nothing on standard output, exit 2', () => {
  expect(run(['inspect', file('note.txt', 'Dear supplier,\nplease find our order.\n'), '--json'])).toEqual({
    code: 2,
    out: '',
    err: expect.stringMatching(/^northwind-edi: .*note\.txt: This does not look like EDI[^\n]*\n$/),
  });
  expect(run(['inspect', '-', '--json'], 'hello')).toEqual({
    code: 2,
    out: '',
    err: expect.stringMatching(/^northwind-edi: standard input: This does not look like EDI[^\n]*\n$/),
  });
  expect(run(['inspect', file('empty.edi', ''), '--json'])).toMatchObject({ code: 2, out: '' });
  expect(readdirSync(spoolDir)).toEqual([]);
});
