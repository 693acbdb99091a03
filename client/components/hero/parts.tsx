import { css } from '@emotion/react';
import { breakpoints, mq, theme, whiteTint } from '../../lib/theme';

// The pieces every hero visual is built from. The visuals fill the hero's right column, which exists
// from `lg` up; below it they would only push the page's content down, so they are left out there.
/** From 1280 px the right column is 454 px wide; from 1024 it has 384 px, and long words need smaller type. */
export const xl = `@media (min-width: ${breakpoints.xl}px)`;

export const wideOnly = css({ display: 'none', [mq.lg]: { display: 'block' }, minWidth: 0 });

/** A translucent card on the hero gradient (white and intro text on it are contrast-tested). */
export const panel = css({
  padding: '18px 20px',
  borderRadius: theme.radius.lg,
  background: whiteTint(theme.hero.panelTint),
  border: `1px solid ${whiteTint(0.25)}`,
  color: '#fff',
});

/** The small heading line of a panel. */
export const panelLabel = css({
  display: 'block',
  margin: '0 0 12px',
  color: theme.hero.intro,
  fontSize: '.8rem',
  fontWeight: 700,
  letterSpacing: '.06em',
  textTransform: 'uppercase',
});

/** A white card on the gradient, as the integration pages' system diagram uses. */
export const lightCard = css({
  display: 'grid',
  justifyItems: 'center',
  gap: 4,
  padding: '14px 18px',
  borderRadius: theme.radius.lg,
  background: '#fff',
  boxShadow: theme.shadow.panel,
  color: theme.color.text,
  textAlign: 'center',
});

/** A horizontal bar: `share` (0-1) of its track filled. */
export function Bar({ share }: { share: number }) {
  return (
    <span css={{ display: 'block', height: 8, borderRadius: 4, background: whiteTint(0.16) }}>
      <span
        css={{ display: 'block', height: '100%', borderRadius: 4, background: '#fff' }}
        style={{ width: `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%` }}
      />
    </span>
  );
}

/** An arrow between two parts of a diagram; `both` points both ways (data flows in and out). */
export function FlowArrow({ both = false, size = 24 }: { both?: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {both ? <path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" /> : <path d="M12 4v16M6 14l6 6 6-6" />}
    </svg>
  );
}

export const arrowRow = css({ display: 'grid', placeItems: 'center', height: 40, color: '#fff' });

/** Short labels in a wrapping row: topics, codes. */
export const chipRow = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  li: {
    padding: '3px 10px',
    borderRadius: theme.radius.pill,
    background: whiteTint(theme.hero.chipTint),
    fontSize: '.8rem',
    fontWeight: 600,
    lineHeight: 1.5,
  },
});
