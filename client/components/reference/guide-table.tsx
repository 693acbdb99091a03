// A reference guide's table of codes (or its empty state), with the styles that reach the rows from the table.
import { css, type CSSObject } from '@emotion/react';
import type { RefObject } from 'react';
import { guideCopy } from '../../../content/pages/reference-guides';
import { mq, theme } from '../../lib/theme';
import { ButtonLink } from '../button-link';
import { card, container } from '../ui';
import type { GuideRow } from './guide-data';
import { BAR_HEIGHT, HEADER_HEIGHT } from './guide-filters';
import { Row } from './guide-rows';

// Fixed column widths: an auto table re-flows its columns as the long list streams in. The column
// headers stick below the filter bar (a shadow stands in for the border, which sticky cells lose).
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '.95rem',
  [mq.md]: {
    tableLayout: 'fixed',
    'th:nth-of-type(1)': { width: 120 },
    'th:nth-of-type(2)': { width: '28%' },
    'th:nth-of-type(4)': { width: 170 },
    'thead th': {
      position: 'sticky',
      top: HEADER_HEIGHT + BAR_HEIGHT,
      zIndex: 5,
      boxShadow: `inset 0 -1px 0 ${theme.color.border}`,
    },
  },
  'th, td': {
    textAlign: 'left',
    padding: '10px 12px',
    borderBottom: `1px solid ${theme.color.border}`,
    verticalAlign: 'top',
  },
  th: { background: theme.color.surfaceAlt },
});
// The code chip is a quick-view button once hydrated and plain text before; both the same size so rows keep their
// height.
export const codeText: CSSObject = {
  display: 'inline-block',
  fontFamily: theme.font.mono,
  fontWeight: 800,
  fontSize: '.95rem',
  lineHeight: 1.4,
  color: theme.color.brand,
  background: theme.color.brandLight,
  border: 0,
  borderRadius: theme.radius.sm,
  padding: '3px 8px',
};
const codeButton: CSSObject = { ...codeText, cursor: 'pointer' };
// The rows are styled from the table, not element by element: the browser may adopt them from the
// server's HTML without rendering them, and when it does render them 318 rows need no style props of their own.
const rowStyles = css({
  'td:first-of-type': {
    whiteSpace: 'nowrap',
    '& > button': codeButton,
    '& > code': codeText,
    // At least 24×24 px: a pointer target of its own line under the code chip.
    '& > a': {
      display: 'flex',
      alignItems: 'center',
      width: 'fit-content',
      minWidth: 24,
      minHeight: 24,
      fontSize: '.8rem',
      marginTop: 2,
    },
  },
  'td:nth-of-type(2) > span': {
    display: 'inline-block',
    marginLeft: 6,
    fontSize: '.75rem',
    fontWeight: 700,
    color: theme.color.accentDark,
  },
  'td:nth-of-type(3)': { color: theme.color.muted },
});
// Below md each row is a compact block (#47: the X12 guide was 51,000 px at 390): the code chip with its Details
// link beside the name and a description of at most two lines; the category is on the code's own page (and the
// HTML keeps it for crawlers and readers of the whole row). Rows off screen skip layout and paint until scrolled
// near, held at their measured height (86 px at 390: 70 inside the padding and border, which the size leaves out).
const stackedRows = css({
  [mq.belowMd]: {
    thead: { display: 'none' },
    tr: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      gap: '2px 12px',
      padding: '8px 0',
      borderBottom: `1px solid ${theme.color.border}`,
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 70px',
    },
    td: { border: 0, padding: 0 },
    'td:first-of-type': { gridRow: '1 / span 2' },
    'td:nth-of-type(2)': { fontWeight: 600 },
    'td:nth-of-type(3)': {
      gridColumn: 2,
      fontSize: '.875rem',
      lineHeight: 1.4,
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      WebkitLineClamp: 2,
      overflow: 'hidden',
    },
    'td:nth-of-type(4)': { display: 'none' },
  },
});

interface Props {
  /** The guide's path: "Clear filters" links to it. */
  path: string;
  /** The section's name for assistive technology (the guide's title). */
  label: string;
  /** The table body; its rows' clicks are handled there (see use-guide-state.ts). */
  body: RefObject<HTMLTableSectionElement | null>;
  /** Whether the body is the server's: React leaves its rows alone (they are adopted, not rendered). */
  serverRows: boolean;
  /** The rows to render when the body is React's. */
  results: readonly GuideRow[] | null;
  /** Whether any row passes the filters; if none, the empty state stands in for the table. */
  shown: boolean;
  /** A row's code page, with the active filters. */
  pagePath: (code: string) => string;
  hydrated: boolean;
  serviceBadge: string | undefined;
  /** The empty state's text. */
  empty: string;
  /** "Clear filters" was followed. */
  onClear: () => void;
}

/** The table of the guide's codes, or the empty state with its "Clear filters" link. */
export function GuideTable(props: Props) {
  const { path, label, body, serverRows, results, shown, pagePath, hydrated, serviceBadge, empty, onClear } = props;
  return (
    // No overflow clipping here: it would stop the column headers from sticking.
    <section css={[container, { paddingTop: 24 }]} aria-label={label}>
      {!shown ? (
        <div css={[card, { textAlign: 'center', padding: 40 }]}>
          <p css={{ fontWeight: 700, color: `${theme.color.text} !important`, marginBottom: '14px !important' }}>
            {empty}
          </p>
          <ButtonLink to={path} replace preventScrollReset onClick={onClear} variant="outline">
            {guideCopy.clearFilters}
          </ButtonLink>
        </div>
      ) : (
        <table css={[table, rowStyles, stackedRows]}>
          <thead>
            <tr>
              <th scope="col">{guideCopy.columns.code}</th>
              <th scope="col">{guideCopy.columns.name}</th>
              <th scope="col">{guideCopy.columns.description}</th>
              <th scope="col">{guideCopy.columns.category}</th>
            </tr>
          </thead>
          {serverRows ? (
            // Empty here, the server's rows in the page: React keeps what it does not render.
            <tbody ref={body} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
          ) : (
            <tbody ref={body}>
              {results?.map((row) => (
                <Row
                  key={row.code}
                  row={row}
                  href={pagePath(row.code)}
                  hydrated={hydrated}
                  serviceBadge={serviceBadge}
                />
              ))}
            </tbody>
          )}
        </table>
      )}
    </section>
  );
}
