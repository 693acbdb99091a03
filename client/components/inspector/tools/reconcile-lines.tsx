// The reconciled lines as a table: a row per line, flagged rows marked, the flags in words. Below the md
// breakpoint each row stacks into label/value pairs (every value visible, no sideways scroll).
import { css } from '@emotion/react';
import { reconcileCopy } from '../../../../content/inspector/reconcile-copy';
import type { ReconciledDocuments } from '../../../../shared/edi/tools/reconcile-documents';
import type { ItemId } from '../../../../shared/edi/tools/reconcile-lines';
import { mq } from '../../../lib/theme';
import { mono } from '../styles';
import { stackedCell, stackedTable } from './stacked-table';

const copy = reconcileCopy;
const cell = stackedCell('9em');
const num = css([cell, { [mq.md]: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }]);
const table = css([stackedTable, { fontSize: '.92rem' }]);
const shown = (n: number | undefined, unit?: string) => (n === undefined ? '–' : `${n}${unit ? ` ${unit}` : ''}`);
/** GTIN-14 as sent (a UPC-A keeps its 12 digits) and the part numbers. */
const item = (ids: readonly ItemId[]) => ids.map((i) => i.value.replace(/^0+(?=\d{12}$)/, '')).join(' · ');

export function ReconcileLines({ result }: { result: ReconciledDocuments }) {
  const c = copy.columns;
  return (
    <table css={table} aria-labelledby="reconcile-lines-heading">
      <thead>
        <tr>
          <th css={cell}>{c.line}</th>
          <th css={cell}>{c.item}</th>
          <th css={num}>{c.ordered}</th>
          <th css={num}>{c.shipped}</th>
          <th css={num}>{c.invoiced}</th>
          <th css={num}>{c.price}</th>
          <th css={num}>{c.billed}</th>
          <th css={cell}>{c.flags}</th>
        </tr>
      </thead>
      <tbody>
        {result.lines.map((l, i) => (
          <tr key={`${l.line}-${i}`} css={l.flags.length > 0 && { background: '#fff4e5' }}>
            <td css={cell} data-label={c.line}>
              {l.line || '–'}
            </td>
            <td css={[cell, mono, { fontSize: '.85rem', overflowWrap: 'anywhere' }]} data-label={c.item}>
              {item(l.ids)}
            </td>
            <td css={num} data-label={c.ordered}>
              {shown(l.order?.quantity, l.order?.unit)}
            </td>
            <td css={num} data-label={c.shipped}>
              {shown(l.shipment?.quantity, l.shipment?.unit)}
            </td>
            <td css={num} data-label={c.invoiced}>
              {shown(l.invoice?.quantity, l.invoice?.unit)}
            </td>
            <td css={num} data-label={c.price}>
              {shown(l.order?.price)}
            </td>
            <td css={num} data-label={c.billed}>
              {shown(l.invoice?.price)}
            </td>
            <td css={[cell, { fontWeight: 600, color: '#8a4b00' }]} data-label={c.flags}>
              {l.flags.map((f) => copy.flags[f]).join(', ') || '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
