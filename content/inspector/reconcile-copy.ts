/** Words of the inspector's Reconcile tab. */
import { grouped } from './copy';

const plural = (n: number, one: string, many = `${one}s`) => `${grouped(n)} ${n === 1 ? one : many}`;

export const reconcileCopy = {
  heading: 'Reconcile order, shipment and invoice',
  intro:
    'Paste or choose an order (850 or ORDERS), its ship notice (856 or DESADV) and its invoice (810 or INVOIC), any two or all three. Lines are matched by GTIN or part number, then line number; every difference is flagged.',
  slots: ['Order', 'Ship notice', 'Invoice'],
  slotHint: ['850 or ORDERS', '856 or DESADV', '810 or INVOIC'],
  run: 'Reconcile',
  working: 'Reconciling…',
  references: 'Order references',
  reference: (element: string, value: string, matches?: boolean) =>
    `${element} ${value || '(none)'}${matches === undefined ? '' : matches ? ': matches the order' : ': not the order’s number'}`,
  results: 'Lines',
  allMatch: 'Every line matches: shipped as ordered, billed as shipped.',
  flaggedCount: (n: number) => `${plural(n, 'line')} with differences`,
  columns: {
    line: 'Line',
    item: 'Item',
    ordered: 'Ordered',
    shipped: 'Shipped',
    invoiced: 'Invoiced',
    price: 'Price ordered',
    billed: 'Price invoiced',
    flags: 'Differences',
  },
  flags: {
    'short-shipped': 'Shipped short',
    'over-shipped': 'Shipped over',
    'not-shipped': 'Not shipped',
    'not-ordered': 'Not ordered',
    substituted: 'Another item',
    'not-invoiced': 'Not invoiced',
    'invoiced-quantity': 'Billed quantity differs',
    price: 'Price differs',
    unit: 'Units differ',
  },
  exportCsv: 'Download CSV',
  exportXlsx: 'Download Excel',
};
