/**
 * EDI → rows for CSV and Excel. A document whose sets or messages all have a line-item layout
 * (shared/edi/writers/csv-layouts.ts: 850, 810, 856, ORDERS, INVOIC, DESADV) becomes one row per line item,
 * the header fields repeated on each; any other document one row per segment of its sets, elements in
 * columns. Rows are generated one at a time; CSV text follows RFC 4180 (quotes doubled, CRLF).
 */
import {
  csvContextColumns,
  csvElementColumn,
  csvSegmentColumns,
  lineItemLayouts,
  type CsvColumn,
  type LineItemLayout,
} from './csv-layouts';
import type { DocumentTree, TreeNode, TreeTransaction } from '../model/document-tree';
import type { Interchange, ParseResult, Segment, Transaction } from '../model/types';

export type CsvRows = 'lines' | 'segments';

export interface Table {
  columns: string[];
  rows: Iterable<string[]>;
  /** The layout the rows follow: a line-item layout's codes, or 'segments'. */
  layout: string;
}

const valueAt = (s: Segment, element: number, component = 1): string => s.elements[element - 1]?.[component - 1] ?? '';

function columnValue(s: Segment, c: CsvColumn): string | undefined {
  if (s.tag !== c.tag) return undefined;
  if (c.where && !c.where.codes.includes(valueAt(s, c.where.element, c.where.component))) return undefined;
  if (!c.pairs) return valueAt(s, c.element, c.component);
  for (let k = c.element; k < s.elements.length; k += 2) if (c.pairs.includes(valueAt(s, k))) return valueAt(s, k + 1);
  return undefined;
}

/** The segments of `tx`, first to last, out of the document's (or a window's) by index. */
function* range(segments: readonly Segment[], tx: Transaction): Generator<Segment | undefined> {
  for (let i = tx.first; i <= tx.last; i += 1) yield segments[i];
}

/** The line-item rows of one set (a layout's). */
export const setLineRows = (segments: readonly Segment[], layout: LineItemLayout, ic: Interchange, tx: Transaction) =>
  lineRows(range(segments, tx), layout, ic, tx);

/** The line-item rows of one set's segments, in order (a set read back as it goes: stream/csv-stream.ts). */
export function* lineRows(
  segments: Iterable<Segment | undefined>,
  layout: LineItemLayout,
  ic: Interchange,
  tx: Transaction,
): Generator<string[]> {
  const header: string[] = layout.header.map(() => '');
  let line: (string | undefined)[] | undefined;
  let emitted = false;
  const context = [ic.control, tx.code, tx.control];
  const row = () => [...context, ...header, ...(line ?? []).map((v) => v ?? '')];
  for (const s of segments) {
    if (!s || s.unreadable) continue;
    if (s.tag === layout.line || (line && layout.ends.includes(s.tag))) {
      if (line) {
        yield row();
        emitted = true;
      }
      line = s.tag === layout.line ? layout.lines.map(() => undefined) : undefined;
    }
    const cleared =
      layout.levels && s.tag === layout.levels.tag && layout.levels.clears[valueAt(s, layout.levels.element)];
    if (cleared)
      layout.header.forEach((c, k) => {
        if (cleared.includes(c.tag)) header[k] = '';
      });
    if (line) {
      const open = line;
      layout.lines.forEach((c, k) => {
        if (open[k] === undefined) open[k] = columnValue(s, c);
      });
    } else
      layout.header.forEach((c, k) => {
        const v = columnValue(s, c);
        if (v !== undefined) header[k] = v;
      });
  }
  if (line || !emitted) yield row();
}

interface Placed {
  ic: Interchange;
  tx: Transaction;
}

const setsOf = (tree: DocumentTree): Placed[] =>
  tree.interchanges.flatMap(({ interchange: ic, groups }) =>
    groups.flatMap((g) => g.transactions.map(({ tx }) => ({ ic, tx }))),
  );

/** The loop path of each segment index (`PO1/PID`), for the generic rows. */
function loopPaths(nodes: readonly TreeNode[], path: string, out: Map<number, string>): Map<number, string> {
  for (const n of nodes) {
    if (n.kind === 'segment') out.set(n.index, path);
    else loopPaths(n.nodes, path ? `${path}/${n.id}` : n.id, out);
  }
  return out;
}

/** The most elements a segment of the set has. */
export function setWidth(segments: readonly Segment[], tx: Transaction): number {
  let widest = 0;
  for (let i = tx.first; i <= tx.last; i += 1) widest = Math.max(widest, segments[i]?.elements.length ?? 0);
  return widest;
}

/** One row per segment of one set, elements in columns. */
export function* setSegmentRows(
  segments: readonly Segment[],
  ic: Interchange,
  t: TreeTransaction,
): Generator<string[]> {
  const paths = loopPaths(t.nodes, '', new Map());
  for (let i = t.tx.first; i <= t.tx.last; i += 1) {
    const s = segments[i];
    if (s) yield segmentRow(s, i, ic, t.tx, paths.get(i) ?? '');
  }
}

/** The row of the segment at document index `i` of `tx`, under the loops `path` (PO1/PID). */
export function segmentRow(s: Segment, i: number, ic: Interchange, tx: Transaction, path: string): string[] {
  const { component, repetition = '' } = ic.delimiters;
  const elements = s.elements.map((c, k) => (s.repetitions?.[k] ?? [c]).map((o) => o.join(component)).join(repetition));
  return [ic.control, tx.code, tx.control, String(i - tx.first + 1), s.tag, path, ...elements];
}

/** The line-item layout of a set's code, if there is one. */
export const layoutOf = (code: string): LineItemLayout | undefined =>
  lineItemLayouts.find((l) => l.codes.includes(code));

/** The columns: a line-item layout's, or those of one row per segment with `widest` element columns. */
export const csvColumns = (layout: LineItemLayout | undefined, widest: number): string[] =>
  layout
    ? [...csvContextColumns, ...layout.header.map((c) => c.label), ...layout.lines.map((c) => c.label)]
    : [
        ...csvContextColumns,
        ...csvSegmentColumns,
        ...Array.from({ length: widest }, (_, n) => csvElementColumn(n + 1)),
      ];

function segmentTable(result: ParseResult, tree: DocumentTree): Table {
  const placed = tree.interchanges.flatMap(({ interchange: ic, groups }) =>
    groups.flatMap((g) => g.transactions.map((t) => ({ ic, t }))),
  );
  let widest = 0;
  for (const { t } of placed) widest = Math.max(widest, setWidth(result.segments, t.tx));
  function* rows(): Generator<string[]> {
    for (const { ic, t } of placed) yield* setSegmentRows(result.segments, ic, t);
  }
  return { columns: csvColumns(undefined, widest), rows: rows(), layout: 'segments' };
}

/** The rows of a document: line items when every set has the same layout (unless `rows` says segments). */
export function csvTable(result: ParseResult, tree: DocumentTree, rows: CsvRows = 'lines'): Table {
  const sets = setsOf(tree);
  const layouts = new Set(sets.map(({ tx }) => layoutOf(tx.code)));
  const [layout] = layouts;
  if (rows === 'segments' || layouts.size !== 1 || !layout) return segmentTable(result, tree);
  function* lines(): Generator<string[]> {
    for (const { ic, tx } of sets) if (layout) yield* setLineRows(result.segments, layout, ic, tx);
  }
  return { columns: csvColumns(layout, 0), rows: lines(), layout: layout.codes.join(',') };
}

const needsQuotes = /[",\r\n]/;
/**
 * A spreadsheet runs a cell that starts with = + - @ as a formula (OWASP's CSV injection): such a value gets
 * a leading apostrophe, unless it is a number (a negative quantity, a +49 phone number stays as it is).
 */
const formula = /^[=@\t\r]|^[+-](?![\d.])/;
const cell = (raw: string) => {
  const v = formula.test(raw) ? `'${raw}` : raw;
  return needsQuotes.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
};

/** One row of CSV text. */
export const csvRow = (row: readonly string[]): string => `${row.map(cell).join(',')}\r\n`;

/** A table as CSV text chunks (one per row). */
export function* csvChunks(table: Table): Generator<string> {
  yield csvRow(table.columns);
  for (const row of table.rows) yield csvRow(row);
}
