/**
 * A reconciliation as a table for CSV and Excel (to-csv.ts csvChunks, to-xlsx.ts xlsxBytes): a row per line,
 * columns named by stable keys (a spreadsheet's formulas may refer to them), flags joined by spaces.
 */
import type { ItemId } from './reconcile-lines';
import type { Reconciliation } from './reconcile';
import type { Table } from '../writers/to-csv';

export const RECONCILE_COLUMNS = [
  'line',
  'gtin',
  'buyer_part',
  'vendor_part',
  'ordered_quantity',
  'ordered_unit',
  'shipped_quantity',
  'shipped_unit',
  'invoiced_quantity',
  'invoiced_unit',
  'ordered_price',
  'invoiced_price',
  'flags',
] as const;

const idOf = (ids: readonly ItemId[], kind: ItemId['kind']) => ids.find((i) => i.kind === kind)?.value ?? '';
const num = (n: number | undefined) => (n === undefined ? '' : String(n));

export function reconcileTable(r: Reconciliation): Table {
  return {
    columns: [...RECONCILE_COLUMNS],
    layout: 'reconciliation',
    rows: r.lines.map((l) => [
      l.line,
      idOf(l.ids, 'gtin'),
      idOf(l.ids, 'buyer'),
      idOf(l.ids, 'vendor'),
      num(l.order?.quantity),
      l.order?.unit ?? '',
      num(l.shipment?.quantity),
      l.shipment?.unit ?? '',
      num(l.invoice?.quantity),
      l.invoice?.unit ?? '',
      num(l.order?.price),
      num(l.invoice?.price),
      l.flags.join(' '),
    ]),
  };
}
