/**
 * Reconciliation: did the ship notice ship what the order ordered, and does the invoice bill what was
 * shipped? Lines are matched by item identifiers first (a GTIN, then the parties' part numbers), then by
 * the order line a ship notice or invoice names, then by line number; what is left on both sides is paired
 * in document order as a substitution. Each row holds the ordered, shipped and invoiced quantities and the
 * ordered and invoiced prices, with flags for every difference; the documents' order references are checked
 * against the order's number. Any two or three of the kinds may be given.
 */
import type { DocumentLine, DocumentLines, ItemId, ReconcileRole } from './reconcile-lines';

export type LineFlag =
  | 'short-shipped'
  | 'over-shipped'
  | 'not-shipped'
  | 'not-ordered'
  | 'substituted'
  | 'not-invoiced'
  | 'invoiced-quantity'
  | 'price'
  | 'unit';

export interface ReconciledLine {
  /** The order's line number, else the ship notice's or the invoice's. */
  line: string;
  /** The identifiers of the item (the order's, else the first document's that has the line). */
  ids: ItemId[];
  order?: DocumentLine;
  shipment?: DocumentLine;
  invoice?: DocumentLine;
  flags: LineFlag[];
}

export interface ReferenceCheck {
  role: Exclude<ReconcileRole, 'order'>;
  element: string;
  value: string;
  /** Whether it names the order's number (undefined without an order). */
  matches?: boolean;
}

export interface Reconciliation {
  roles: ReconcileRole[];
  orderNumber?: string;
  references: ReferenceCheck[];
  lines: ReconciledLine[];
  /** How many lines carry each flag. */
  counts: Partial<Record<LineFlag, number>>;
}

const idKey = (id: ItemId) => `${id.kind}:${id.value}`;
const sharesId = (a: readonly ItemId[], b: readonly ItemId[]) => {
  const keys = new Set(a.map(idKey));
  return b.some((id) => keys.has(idKey(id)));
};

/** Attaches `lines` of `role` to rows: by id, by the order line named, by line number, then in order. */
function attach(rows: ReconciledLine[], lines: readonly DocumentLine[], role: 'shipment' | 'invoice'): void {
  const free = (r: ReconciledLine) => r[role] === undefined;
  const itemIds = (r: ReconciledLine) => [...(r.order?.ids ?? []), ...(r.shipment?.ids ?? [])];
  const left: DocumentLine[] = [];
  for (const line of lines) {
    const row = rows.find((r) => free(r) && line.ids.length > 0 && sharesId(itemIds(r), line.ids));
    if (row) row[role] = line;
    else left.push(line);
  }
  const unmatched: DocumentLine[] = [];
  for (const line of left) {
    const named = line.orderLine ?? line.line;
    // A line that names an order line but carries other items is a substitution on that line.
    const row = named ? rows.find((r) => free(r) && r.order?.line === named) : undefined;
    if (row) {
      row[role] = line;
      if (line.ids.length > 0 && !sharesId(itemIds(row), line.ids)) row.flags.push('substituted');
    } else unmatched.push(line);
  }
  for (const line of unmatched) {
    // Paired in order with a line nothing else took: the same place in the documents, another item.
    const row = line.ids.length > 0 ? rows.find((r) => free(r) && (r.order ?? r.shipment)) : undefined;
    if (row) {
      row[role] = line;
      row.flags.push('substituted');
    } else rows.push({ line: line.line, ids: line.ids, [role]: line, flags: [] });
  }
}

const differs = (a: number | undefined, b: number | undefined) => a !== undefined && b !== undefined && a !== b;

/** The flags of a row, given which documents were supplied. */
function flag(row: ReconciledLine, has: ReadonlySet<ReconcileRole>): void {
  const { order, shipment, invoice, flags } = row;
  const add = (f: LineFlag) => flags.includes(f) || flags.push(f);
  if (has.has('order') && !order) add('not-ordered');
  if (has.has('shipment') && order && !shipment) add('not-shipped');
  if (order && shipment) {
    if ((shipment.quantity ?? 0) < (order.quantity ?? 0)) add('short-shipped');
    if ((shipment.quantity ?? 0) > (order.quantity ?? 0)) add('over-shipped');
  }
  const billed = shipment ?? order;
  if (has.has('invoice') && !invoice && (shipment?.quantity ?? (has.has('shipment') ? 0 : order?.quantity) ?? 0) > 0)
    add('not-invoiced');
  if (invoice && billed && differs(invoice.quantity, billed.quantity)) add('invoiced-quantity');
  if (invoice && order && differs(invoice.price, order.price)) add('price');
  const units = [order?.unit, shipment?.unit, invoice?.unit].filter((u): u is string => Boolean(u));
  if (new Set(units).size > 1) add('unit');
}

/** Reconciles the documents given (at most one of each role). */
export function reconcile(documents: readonly DocumentLines[]): Reconciliation {
  const byRole = new Map(documents.map((d) => [d.role, d]));
  const order = byRole.get('order');
  const rows: ReconciledLine[] = (order?.lines ?? []).map((l) => ({ line: l.line, ids: l.ids, order: l, flags: [] }));
  const shipment = byRole.get('shipment');
  const invoice = byRole.get('invoice');
  if (shipment) attach(rows, shipment.lines, 'shipment');
  if (invoice) attach(rows, invoice.lines, 'invoice');
  const has = new Set(byRole.keys());
  const counts: Partial<Record<LineFlag, number>> = {};
  for (const row of rows) {
    flag(row, has);
    for (const f of row.flags) counts[f] = (counts[f] ?? 0) + 1;
  }
  const references: ReferenceCheck[] = [shipment, invoice]
    .filter((d): d is DocumentLines => d !== undefined)
    .map((d) => ({
      role: d.role === 'invoice' ? 'invoice' : 'shipment',
      element: d.orderElement,
      value: d.orderNumber,
      ...(order && { matches: d.orderNumber === order.orderNumber }),
    }));
  return {
    roles: [...byRole.keys()],
    ...(order && { orderNumber: order.orderNumber }),
    references,
    lines: rows,
    counts,
  };
}
