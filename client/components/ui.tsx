import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, theme } from '../../shared/theme';

export const container = css({ maxWidth: theme.container, margin: '0 auto', padding: '0 16px' });

export const buttonStyles = {
  base: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    padding: '12px 22px',
    borderRadius: theme.radius.md,
    fontWeight: 700,
    fontSize: '1rem',
    fontFamily: 'inherit',
    lineHeight: 1.3,
    textDecoration: 'none',
    border: '2px solid transparent',
    cursor: 'pointer',
    transition: 'background .15s, color .15s',
  }),
  primary: css({ background: theme.color.accent, color: '#fff', '&:hover': { background: theme.color.accentDark } }),
  secondary: css({ borderColor: '#fff', color: '#fff', '&:hover': { background: 'rgba(255,255,255,.12)' } }),
  outline: css({ borderColor: theme.color.brand, color: theme.color.brand, '&:hover': { background: theme.color.brandLight } }),
};

const heroStyle = css({
  background: `linear-gradient(135deg, ${theme.color.dark} 0%, ${theme.color.brand} 100%)`,
  color: '#fff',
  padding: '56px 0 64px',
  [mq.md]: { padding: '88px 0 96px' },
  h1: { fontSize: 'clamp(2rem, 5vw, 3.1rem)', margin: '0 0 16px', maxWidth: 900 },
  p: { fontSize: '1.15rem', maxWidth: 760, margin: 0, color: '#d7e2f3' },
});

const eyebrowStyle = css({
  display: 'inline-block',
  marginBottom: 14,
  padding: '4px 12px',
  borderRadius: theme.radius.pill,
  background: 'rgba(255,255,255,.14)',
  fontSize: '.85rem',
  fontWeight: 600,
  letterSpacing: '.02em',
});

/** The page's opening band: heading, intro and optional calls to action. */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: string; children?: ReactNode }) {
  return (
    <section css={heroStyle}>
      <div css={container}>
        {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
        <h1>{title}</h1>
        <p>{intro}</p>
        {children && <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 28 }}>{children}</div>}
      </div>
    </section>
  );
}
