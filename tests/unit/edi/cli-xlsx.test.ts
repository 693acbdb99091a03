// `northwind-edi convert --to xlsx` (#42): the workbook is zipped as its rows are read back from the spool
// (writers/xlsx-stream.ts), inline strings instead of shared ones. Read back (unzipped, the sheet's XML parsed),
// it holds the cells, sheet name, widths and frozen bold header of the whole conversion (write-excel-file).
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { inspectorSamples } from '../../../content/inspector/samples';
import { dictionaryLoader, inspectLoading } from '../../../shared/edi/inspect';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';
import { engineData } from '../../../shared/inspector/engine-data';
import { workbook } from '../../../shared/edi/writers/convert';
import { xlsxBytes, EXCEL_LIMITS, ExcelLimitError } from '../../../shared/edi/writers/to-xlsx';
import { XlsxRows, xlsxChunks } from '../../../shared/edi/writers/xlsx-stream';
import { cliSandbox } from '../../fixtures/cli-sandbox';

const siteLoader = dictionaryLoader(engineData, loadDirectories);
const { dir, spoolDir, runBytes: run } = cliSandbox('nw-cli-xlsx-');

const unescaped = (s: string) => s.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** What a reader sees: the sheet's name, its columns' widths, its frozen pane, and every cell (bold marked). */
function readBack(bytes: Uint8Array) {
  const files = unzipSync(bytes);
  const part = (name: string) => {
    const data = files[name];
    return data ? strFromU8(data) : '';
  };
  const sheet = part('xl/worksheets/sheet1.xml');
  const shared = [...part('xl/sharedStrings.xml').matchAll(/<si><t[^>]*>([^<]*)<\/t><\/si>/g)].map((m) =>
    unescaped(m[1] ?? ''),
  );
  const cells: Record<string, string> = {};
  const cell =
    /<c r="([A-Z]+\d+)"( s="1")?(?: t="(s|inlineStr)")?>(?:<v>(\d+)<\/v>|<is><t[^>]*>([^<]*)<\/t><\/is>)<\/c>/g;
  for (const [, ref = '', bold, type, index, inline = ''] of sheet.matchAll(cell))
    cells[ref] = `${bold ? 'bold ' : ''}${type === 's' ? shared[Number(index)] : unescaped(inline)}`;
  return {
    name: /<sheet [^>]*name="([^"]*)"/.exec(part('xl/workbook.xml'))?.[1],
    widths: [...sheet.matchAll(/<col [^>]*width="(\d+)"/g)].map((m) => m[1]),
    pane: /<pane [^>]*>/.exec(sheet)?.[0],
    cells,
  };
}

const joined = (chunks: Iterable<Uint8Array>) => {
  const parts = [...chunks];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
  return out;
};

describe('convert --to xlsx, streamed', () => {
  it.each(inspectorSamples.map((s) => [s.id, s.text]))(
    'holds what the whole conversion holds: %s',
    async (id, text) => {
      const path = join(dir, `${id}.edi`);
      writeFileSync(path, text);
      const streamed = run(['convert', path, '--to', 'xlsx']);
      expect(streamed.code).toBe(0);
      const { result, dictionaries } = await inspectLoading(text, siteLoader, {});
      const whole = readBack(await workbook(result, dictionaries));
      const back = readBack(streamed.out);
      expect(Object.keys(back.cells).length).toBeGreaterThan(10);
      expect(back).toEqual(whole);
      expect(back.cells.A1).toBe('bold Interchange control');
      expect(readdirSync(spoolDir)).toEqual([]);
    },
  );

  it('reads standard input the same', () => {
    const text = inspectorSamples[0]?.text ?? '';
    const path = join(dir, 'stdin.edi');
    writeFileSync(path, text);
    expect(readBack(run(['convert', '-', '--to', 'xlsx'], text).out)).toEqual(
      readBack(run(['convert', path, '--to', 'xlsx']).out),
    );
  });

  // Past the 20,000 segments after which a set is spilled: its rows come from the spill (stream/long-set.ts).
  it('holds what the whole conversion holds for one set too long to hold, written from its spill', async () => {
    const sample = inspectorSamples.find((s) => s.id === 'x12-850-005010')?.text ?? '';
    const [opening = ''] = sample.split(/(?=PO1\*)/, 1);
    const lines = Array.from(
      { length: 10_500 },
      (_, i) => `PO1*${i + 1}*48*CA*36.5*PE*UP*012345678905~\nPID*F****Stainless water bottle~\n`,
    );
    const text = `${opening}${lines.join('')}CTT*10500~\nSE*21017*0001~\nGE*1*4721~\nIEA*1*000004721~\n`;
    const path = join(dir, 'long-set.edi');
    writeFileSync(path, text);
    const streamed = run(['convert', path, '--to', 'xlsx']);
    expect(streamed.code).toBe(0);
    const { result, dictionaries } = await inspectLoading(text, siteLoader, {});
    const back = readBack(streamed.out);
    expect(Object.keys(back.cells).length).toBeGreaterThan(10_500);
    expect(back).toEqual(readBack(await workbook(result, dictionaries)));
    expect(readdirSync(spoolDir)).toEqual([]);
  }, 120_000);

  it('refuses a value longer than a cell holds with exit 2, its one-line reason and nothing written', () => {
    const text = (inspectorSamples[0]?.text ?? '').replace('Stainless', 'S'.repeat(EXCEL_LIMITS.cell + 1));
    const path = join(dir, 'long.edi');
    writeFileSync(path, text);
    const refused = run(['convert', path, '--to', 'xlsx']);
    expect(refused.code).toBe(2);
    expect(refused.out).toHaveLength(0);
    expect(refused.err).toBe(
      `northwind-edi: ${path}: A value is longer than the 32,767 characters an Excel cell holds: convert it to CSV instead.\n`,
    );
  });
});

describe('the streaming workbook writer', () => {
  it('keeps what needs escaping or keeping as the whole writer does: markup, spaces, control characters', async () => {
    const values = ['a & b', '<PO1>', '  lead', 'trail ', 'bell\u0007', 'ümlaut €', '=1+2', '0042', ''];
    const table = { columns: ['One', 'Two'], rows: values.map((v) => [v, 'x']), layout: 'segments' };
    const sheet = new XlsxRows();
    const rows = table.rows.map((row, i) => sheet.encode(row, i, 'segments'));
    const streamed = readBack(joined(xlsxChunks(table.columns, rows, 'Segments')));
    const whole = readBack(await xlsxBytes({ ...table, rows: table.rows }));
    expect(streamed).toEqual(whole);
    expect(streamed.cells.A4).toBe('  lead');
    expect(streamed.cells.A6).toBe('bell');
    expect(streamed.cells.A10).toBeUndefined();
  });

  it('checks Excel’s limits in xlsxBytes’ order before a byte is written', () => {
    const rows = new XlsxRows();
    rows.encode(['a'], EXCEL_LIMITS.rows - 2, 'lines');
    expect(() => rows.check(3, 'lines')).not.toThrow();
    rows.encode(['a'], EXCEL_LIMITS.rows - 1, 'lines');
    expect(() => rows.check(3, 'lines')).toThrow(/more than 1,048,576 rows/);
    expect(() => rows.check(3, 'segments')).not.toThrow();
    expect(() => rows.check(EXCEL_LIMITS.columns + 1, 'segments')).toThrow(ExcelLimitError);
    const long = new XlsxRows();
    long.encode(['x'.repeat(EXCEL_LIMITS.cell + 1)], 5, 'segments');
    long.encode(['a'], EXCEL_LIMITS.rows, 'segments');
    expect(() => long.check(3, 'segments')).toThrow(/longer than the 32,767 characters/);
  });
});
