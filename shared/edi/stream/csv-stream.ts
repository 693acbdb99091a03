/**
 * `northwind-edi convert --to csv` of a document read piece by piece: the CSV's columns depend on every set
 * (line items only when all sets share a layout; otherwise as many element columns as the widest segment), so
 * each set's rows are spooled as it closes, both ways (its line items when the sets so far share a layout, and
 * a row per segment), and the header and the rows of the way the whole document takes are written at its end:
 * the whole conversion's bytes (writers/to-csv.ts csvTable, csvChunks), memory of the open set.
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

export class CsvSpooler {
  private readonly layouts = new Set<LineItemLayout | undefined>();
  private widest = 0;

  constructor(
    private readonly lines: Spool<string>,
    private readonly segments: Spool<string>,
    private readonly rows: CsvRows = 'lines',
  ) {}

  /** A set closed: `segments` holds it by the indexes its tree does. */
  set(entry: TreeTransaction, segments: readonly Segment[], ic: Interchange): void {
    const layout = layoutOf(entry.tx.code);
    this.layouts.add(layout);
    this.widest = Math.max(this.widest, setWidth(segments, entry.tx));
    if (this.rows === 'lines' && layout && this.layouts.size === 1)
      for (const row of setLineRows(segments, layout, ic, entry.tx)) this.lines.add(csvRow(row));
    for (const row of setSegmentRows(segments, ic, entry)) this.segments.add(csvRow(row));
  }

  /** A set too long to hold closed: its rows as it is read back from its spill (long-set.ts), let go of after. */
  spilled(set: SpilledSet, at: SetPlace): void {
    const { tx, ic } = at;
    const layout = layoutOf(tx.code);
    this.layouts.add(layout);
    for (const s of set.segments()) this.widest = Math.max(this.widest, s.elements.length);
    if (this.rows === 'lines' && layout && this.layouts.size === 1)
      for (const row of lineRows(set.segments(), layout, ic, tx)) this.lines.add(csvRow(row));
    for (const { s, index, path } of set.placed(at)) this.segments.add(csvRow(segmentRow(s, index, ic, tx, path)));
    set.done();
  }

  /** The CSV text, once the document ended. */
  *chunks(): Generator<string> {
    const [layout] = this.layouts;
    const lines = this.rows === 'lines' && this.layouts.size === 1 ? layout : undefined;
    yield csvRow(csvColumns(lines, this.widest));
    yield* (lines ? this.lines : this.segments).replay();
  }
}
