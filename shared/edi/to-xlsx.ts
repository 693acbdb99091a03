/**
 * EDI → an Excel workbook: the same rows as the CSV (to-csv.ts), one sheet, the header row bold and frozen.
 * Written by write-excel-file (pure JavaScript over fflate, no native code; its universal build runs in the
 * server's worker threads and the browser alike). Every cell is text, so a value is never read as a number
 * or a formula (a UPC keeps its leading zero).
 */
import writeXlsxFile from 'write-excel-file/universal';
import type { SheetData } from 'write-excel-file/universal';
import type { Table } from './to-csv';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function xlsxBytes(table: Table): Promise<Uint8Array> {
  const data: SheetData = [table.columns.map((value) => ({ value, fontWeight: 'bold' as const }))];
  for (const row of table.rows) data.push(row.map((value) => ({ value, type: String })));
  const blob = await writeXlsxFile(data, {
    sheet: table.layout === 'segments' ? 'Segments' : 'Line items',
    stickyRowsCount: 1,
    columns: table.columns.map((c) => ({ width: Math.min(40, Math.max(10, c.length + 2)) })),
  }).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}
