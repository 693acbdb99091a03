// A table that is a table from the md breakpoint and, below it, stacks each row into label/value pairs (each
// cell's data-label before its value): every value visible on a phone, no sideways scroll. The tools' diff
// and reconciliation tables share it.
import { css } from '@emotion/react';
import { mq, theme } from '../../../lib/theme';

/** A cell whose label column is `label` wide when stacked. */
export const stackedCell = (label: string) =>
  css({
    padding: '6px 10px',
    textAlign: 'left',
    verticalAlign: 'top',
    overflowWrap: 'break-word',
    [mq.belowMd]: {
      display: 'grid',
      gridTemplateColumns: `${label} minmax(0, 1fr)`,
      gap: 8,
      padding: '2px 0',
      '&::before': { content: 'attr(data-label)', fontWeight: 600, color: theme.color.muted },
    },
    [mq.md]: { borderBottom: `1px solid ${theme.color.border}` },
  });

export const stackedTable = css({
  borderCollapse: 'collapse',
  width: '100%',
  [mq.belowMd]: {
    // The header row stays for screen readers, out of sight: each stacked cell shows its own label.
    'thead tr': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    'tbody tr': { display: 'block', padding: '8px 0', borderTop: `1px solid ${theme.color.border}` },
  },
});
