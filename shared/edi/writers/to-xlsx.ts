/**
 * EDI → an Excel workbook: the same rows as the CSV (to-csv.ts), one sheet, the header row bold and frozen.
 * Written by write-excel-file (pure JavaScript over fflate, no native code; its universal build runs in the
 * server's worker threads and the browser alike). Every cell is text, so a value is never read as a number
 * or a formula (a UPC keeps its leading zero). The writer is imported when a workbook is made: every page
 * that names an output's type (the inspector's export menu) would otherwise load its 70 KB (issue 46).
 */
import type { SheetData } from 'write-excel-file/universal';
import { excelCopy } from './excel-copy';
import type { Table } from './to-csv';

export { XLSX_TYPE } from './convert-outputs';

/** What Excel opens at most: rows and columns of a sheet, characters in a cell. */
export const EXCEL_LIMITS = { rows: 1_048_576, columns: 16_384, cell: 32_767 } as const;

/** A table Excel could not open (past EXCEL_LIMITS): the API answers 422, the inspector says so. */
export class ExcelLimitError extends Error {}

/** The sheet's name: what its rows are. */
export const sheetName = (layout: string): string => (layout === 'segments' ? 'Segments' : 'Line items');

export async function xlsxBytes(table: Table): Promise<Uint8Array> {
  const { rows, columns, cell } = EXCEL_LIMITS;
  if (table.columns.length > columns) throw new ExcelLimitError(excelCopy.columns(columns));
  const data: SheetData = [table.columns.map((value) => ({ value, fontWeight: 'bold' as const }))];
  for (const row of table.rows) {
    if (data.length >= rows) throw new ExcelLimitError(excelCopy.rows(rows));
    if (row.some((v) => v.length > cell)) throw new ExcelLimitError(excelCopy.cell(cell));
    data.push(row.map((value) => ({ value, type: String })));
  }
  const { writeXlsxFile } = await import('./xlsx-writer');
  const blob = await writeXlsxFile(data, {
    sheet: sheetName(table.layout),
    stickyRowsCount: 1,
    columns: table.columns.map((c) => ({ width: Math.min(40, Math.max(10, c.length + 2)) })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
