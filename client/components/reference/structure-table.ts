import { css } from '@emotion/react';
import { theme } from '../../lib/theme';

/** The compact table of a structure (an EDIFACT message's segment table, an X12 guide's loops). */
export const structureTable = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '.95rem',
  'th, td': {
    textAlign: 'left',
    padding: '6px 8px',
    borderBottom: `1px solid ${theme.color.border}`,
    verticalAlign: 'top',
  },
  th: { background: theme.color.surfaceAlt, fontSize: '.85rem' },
  code: { fontFamily: theme.font.mono, fontWeight: 700, color: theme.color.brand },
});

/** A segment group's or loop's row. */
export const groupRow = css({ td: { background: theme.color.brandLight, fontWeight: 700 } });
