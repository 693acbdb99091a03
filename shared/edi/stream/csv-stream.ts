/**
 * `northwind-edi convert --to csv` of a document read piece by piece: the CSV's columns depend on every set
 * (line items only when all sets share a layout; otherwise as many element columns as the widest segment), so
 * each set's rows are spooled as it closes, both ways (its line items when the sets so far share a layout, and
 * a row per segment), and the header and the rows of the way the whole document takes are written at its end:
 * the whole conversion's bytes (writers/to-csv.ts csvTable, csvChunks), memory of the open set. `--to xlsx`
 * spools the same rows, each encoded as its sheet XML (writers/xlsx-stream.ts).
 */
import type { TreeTransaction } from '../model/document-tree';
import type { Interchange, Segment } from '../model/types';
import type { LineItemLayout } from '../writers/csv-layouts';
import {
  csvColumns,
  csvRow,
  layoutOf,
  lineRows,
  segmentRow,
  setLineRows,
  setSegmentRows,
  setWidth,
  type CsvRows,
} from '../writers/to-csv';
import type { Spool } from './ack-skeleton';
import type { SetPlace, SpilledSet } from './long-set';

/** A row as spooled: `index` is its place among the rows of its way (0 for the first row after the header). */
export type RowEncoder = (row: string[], index: number, way: CsvRows) => string;

/** The rows of the way the whole document takes, once it ended: its columns, layout and spooled rows. */
export interface SpooledTable {
  columns: string[];
  /** A line-item layout's codes, or 'segments' (writers/to-csv.ts Table). */
  layout: string;
  way: CsvRows;
  rows: Iterable<string>;
}

export class CsvSpooler {
  private readonly layouts = new Set<LineItemLayout | undefined>();
  private widest = 0;
  private readonly counts = { lines: 0, segments: 0 };

  constructor(
    private readonly lines: Spool<string>,
    private readonly segments: Spool<string>,
    private readonly rows: CsvRows = 'lines',
    private readonly encode: RowEncoder = (row) => csvRow(row),
  ) {}

  /** A set closed: `segments` holds it by the indexes its tree does. */
  set(entry: TreeTransaction, segments: readonly Segment[], ic: Interchange): void {
    const layout = layoutOf(entry.tx.code);
    this.layouts.add(layout);
    this.widest = Math.max(this.widest, setWidth(segments, entry.tx));
    if (this.rows === 'lines' && layout && this.layouts.size === 1)
      for (const row of setLineRows(segments, layout, ic, entry.tx))
        this.lines.add(this.encode(row, this.counts.lines++, 'lines'));
    for (const row of setSegmentRows(segments, ic, entry))
      this.segments.add(this.encode(row, this.counts.segments++, 'segments'));
  }

  /** The table, once the document ended. */
  table(): SpooledTable {
    const [layout] = this.layouts;
    const lines = this.rows === 'lines' && this.layouts.size === 1 ? layout : undefined;
    const columns = csvColumns(lines, this.widest);
    if (lines) return { columns, layout: lines.codes.join(','), way: 'lines', rows: this.lines.replay() };
    return { columns, layout: 'segments', way: 'segments', rows: this.segments.replay() };
  }

  /** A set too long to hold closed: its rows as it is read back from its spill (long-set.ts), let go of after. */
  spilled(set: SpilledSet, at: SetPlace): void {
    const { tx, ic } = at;
    const layout = layoutOf(tx.code);
    this.layouts.add(layout);
    for (const s of set.segments()) this.widest = Math.max(this.widest, s.elements.length);
    if (this.rows === 'lines' && layout && this.layouts.size === 1)
      for (const row of lineRows(set.segments(), layout, ic, tx))
        this.lines.add(this.encode(row, this.counts.lines++, 'lines'));
    for (const { s, index, path } of set.placed(at))
      this.segments.add(this.encode(segmentRow(s, index, ic, tx, path), this.counts.segments++, 'segments'));
    set.done();
  }

  /** The CSV text, once the document ended. */
  *chunks(): Generator<string> {
    const { columns, rows } = this.table();
    yield csvRow(columns);
    yield* rows;
  }
}
