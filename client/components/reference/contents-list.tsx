import { css } from '@emotion/react';
import { referenceChromeCopy as copy } from '../../../content/pages/reference-chrome';
import { mq, theme } from '../../lib/theme';
import { container } from '../ui';

export interface ContentsItem {
  id: string;
  label: string;
}

// Below the sticky site header (108 px at every width): the strip sticks under it on wide screens, and
// the sections it leads to land below both.
const HEADER = 108;
const STRIP = 48;

const nav = css({
  borderBottom: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  a: { display: 'inline-block', minHeight: 24, lineHeight: '24px' },
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  // On wide screens the sections after the strip land below the header and the strip.
  [mq.lg]: {
    position: 'sticky',
    top: HEADER,
    zIndex: 20,
    '& ~ * [id], & ~ [id]': { scrollMarginTop: HEADER + STRIP + 12 },
  },
});

// Phones and tablets: a disclosure, closed, that opens to the list.
const narrow = css({
  padding: '8px 0',
  summary: { cursor: 'pointer', fontWeight: 700, minHeight: 28, lineHeight: '28px' },
  ul: { padding: '4px 0 8px 16px', display: 'grid', gap: 4 },
  [mq.lg]: { display: 'none' },
});

// Wide screens: one row of links, always in view.
const wide = css({
  display: 'none',
  [mq.lg]: {
    display: 'flex',
    alignItems: 'center',
    gap: '4px 20px',
    flexWrap: 'wrap',
    minHeight: STRIP,
    padding: '6px 0',
    fontSize: '.95rem',
    strong: { color: theme.color.muted, fontSize: '.85rem' },
    ul: { display: 'flex', flexWrap: 'wrap', gap: '4px 20px' },
  },
});

/**
 * A long page's map: its sections as links, a row that stays under the header on wide screens and a
 * closed list on phones (two renderings of one short list; the hidden one is out of the accessibility tree).
 */
export function ContentsList({ items }: { items: readonly ContentsItem[] }) {
  const links = (
    <ul>
      {items.map((i) => (
        <li key={i.id}>
          <a href={`#${i.id}`}>{i.label}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={copy.contents} css={nav} data-contents="">
      <div css={container}>
        <details css={narrow}>
          <summary>{copy.contents}</summary>
          {links}
        </details>
        <div css={wide}>
          <strong>{copy.contents}</strong>
          {links}
        </div>
      </div>
    </nav>
  );
}
