/**
 * EDI → an Excel workbook written as it goes, for `northwind-edi convert --to xlsx` (stream/csv-stream.ts spools
 * the rows): the workbook to-xlsx.ts makes with write-excel-file (same sheet name, cells, bold frozen header
 * row, column widths, every cell text), but zipped by fflate's streaming Zip/ZipDeflate with the sheet's XML
 * pushed row by row, so memory holds a 64 KB batch of rows, not the workbook.
 * Cells are inline strings (`t="inlineStr"`), not shared strings: a shared-string table is an index of every
 * distinct value, held until the end (control numbers, line numbers: it grows with the document); inline
 * strings are written with their row. Excel, LibreOffice and read-excel-file read both (ECMA-376 Part 1, 18.3.1.4).
 */
import { Zip, ZipDeflate } from 'fflate';
import type { CsvRows } from './to-csv';
import { excelCopy } from './excel-copy';
import { EXCEL_LIMITS, ExcelLimitError } from './to-xlsx';

/**
 * What XML 1.0 cannot hold and what it discourages, removed as write-excel-file removes them (its
 * removeInvalidXmlCharacters: C0 controls but tab and line breaks, C1 controls but NEL, lone surrogates,
 * U+FFFD and the noncharacters).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it removes
const unwritable = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x84\x86-\x9F\uD800-\uDFFF\uFFFD]|\p{Noncharacter_Code_Point}/gu;
/** What may need either: most values hold none of it and are written as they are. */
// eslint-disable-next-line no-control-regex -- the same
const plain = /^[^&<>\0-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\uD800-\uDFFF\uFDD0-\uFDEF\uFFFD-\uFFFF]*$/;
const escaped = (v: string) =>
  plain.test(v)
    ? v
    : v.replace(unwritable, '').replaceAll('&', '&amp;').replaceAll('>', '&gt;').replaceAll('<', '&lt;');

/** A column's letters: 1 → A, 27 → AA. */
export function columnName(n: number): string {
  let name = '';
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name;
  return name;
}
const names: string[] = [];
const nameOf = (n: number) => (names[n] ??= columnName(n));

/** One row of the sheet's XML (`r`: its 1-based row number); empty values are left out, as write-excel-file does. */
export function sheetRow(row: readonly string[], r: number, bold = false): string {
  let cells = '';
  row.forEach((value, k) => {
    if (value === '') return;
    const space = value.trim().length === value.length ? '' : ' xml:space="preserve"';
    const style = bold ? ' s="1"' : '';
    cells += `<c r="${nameOf(k + 1)}${r}"${style} t="inlineStr"><is><t${space}>${escaped(value)}</t></is></c>`;
  });
  return `<row r="${r}">${cells}</row>`;
}

/**
 * Rows encoded for the spool (stream/csv-stream.ts RowEncoder), counting each way's rows and noting the first
 * holding a value longer than a cell holds, so Excel's limits are checked before a byte is written.
 */
export class XlsxRows {
  private readonly seen: Record<CsvRows, { count: number; long?: number }> = {
    lines: { count: 0 },
    segments: { count: 0 },
  };

  readonly encode = (row: string[], index: number, way: CsvRows): string => {
    const seen = this.seen[way];
    seen.count = index + 1;
    if (seen.long === undefined && row.some((v) => v.length > EXCEL_LIMITS.cell)) seen.long = index;
    // The header is row 1.
    return sheetRow(row, index + 2);
  };

  /** Throws the ExcelLimitError xlsxBytes would, in the order it checks (columns, then row by row). */
  check(columns: number, way: CsvRows): void {
    const { rows, cell } = EXCEL_LIMITS;
    if (columns > EXCEL_LIMITS.columns) throw new ExcelLimitError(excelCopy.columns(EXCEL_LIMITS.columns));
    const { count, long } = this.seen[way];
    // xlsxBytes refuses the row that would be the sheet's rows-th (the header is one).
    if (long !== undefined && long < rows - 1) throw new ExcelLimitError(excelCopy.cell(cell));
    if (count > rows - 1) throw new ExcelLimitError(excelCopy.rows(rows));
  }
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** The parts around the sheet, as write-excel-file writes them less the shared strings. */
const parts = (sheet: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default ContentType="application/xml" Extension="xml"/><Default ContentType="application/vnd.openxmlformats-package.relationships+xml" Extension="rels"/><Override ContentType="${TYPE}.sheet.main+xml" PartName="/xl/workbook.xml"/><Override ContentType="${TYPE}.styles+xml" PartName="/xl/styles.xml"/><Override ContentType="${TYPE}.worksheet+xml" PartName="/xl/worksheets/sheet1.xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${OFFICE}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><workbookPr/><bookViews><workbookView/></bookViews><sheets><sheet r:id="rId1" sheetId="1" name="${escaped(sheet)}"/></sheets><definedNames/><calcPr/></workbook>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><family val="2"/><scheme val="minor"/><color theme="1"/></font><font><family val="2"/><scheme val="minor"/><b/><color theme="1"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellXfs count="2"><xf/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>`,
  ],
];

/** The sheet's XML up to its first data row: the frozen header row, the column widths (as to-xlsx.ts sets them). */
function sheetHead(columns: readonly string[]): string {
  const widths = columns
    .map(
      (c, k) =>
        `<col min="${k + 1}" max="${k + 1}" width="${Math.min(40, Math.max(10, c.length + 2))}" customWidth="1"/>`,
    )
    .join('');
  const pane = '<pane ySplit="1" xSplit="0" topLeftCell="A2" activePane="bottomRight" state="frozen"/>';
  return `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView tabSelected="1" workbookViewId="0">${pane}</sheetView></sheetViews><cols>${widths}</cols><sheetData>${sheetRow(columns, 1, true)}`;
}

/** Bytes of sheet XML gathered before each push to the deflater. */
const BATCH = 1 << 16;

/**
 * The workbook's bytes in pieces: `rows` are sheetRow()s, read once as the sheet is zipped (a spool's replay).
 * Call XlsxRows.check first: nothing here refuses a table.
 */
export function* xlsxChunks(columns: readonly string[], rows: Iterable<string>, sheet: string): Generator<Uint8Array> {
  const out: Uint8Array[] = [];
  const failed: Error[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) failed.push(error);
    else out.push(chunk);
  });
  const encoder = new TextEncoder();
  const drained = function* () {
    const [error] = failed;
    if (error) throw error;
    yield* out.splice(0);
  };
  for (const [name, text] of parts(sheet)) {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(text), true);
  }
  const body = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(body);
  let batch = sheetHead(columns);
  for (const row of rows) {
    batch += row;
    if (batch.length < BATCH) continue;
    body.push(encoder.encode(batch));
    batch = '';
    yield* drained();
  }
  body.push(encoder.encode(`${batch}</sheetData></worksheet>`), true);
  zip.end();
  yield* drained();
}
