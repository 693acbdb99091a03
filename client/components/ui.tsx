import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { mq, theme, whiteTint } from '../lib/theme';

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
  primary: css({
    background: theme.color.accentDark,
    color: '#fff',
    '&:hover': { background: theme.color.accentDeep },
  }),
  secondary: css({ borderColor: '#fff', color: '#fff', '&:hover': { background: 'rgba(255,255,255,.12)' } }),
  outline: css({
    borderColor: theme.color.brand,
    color: theme.color.brand,
    '&:hover': { background: theme.color.brandLight },
  }),
};

const heroGradient = ([from, to]: readonly [string, string]) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`;

const heroStyle = css({
  background: heroGradient(theme.hero.gradient),
  color: '#fff',
  padding: '56px 0 64px',
  [mq.md]: { padding: '88px 0 96px' },
  h1: { fontSize: 'clamp(2rem, 5vw, 3.1rem)', margin: '0 0 16px', maxWidth: 900 },
  // Pretty wrapping keeps a short last word ("read", "arrive.") from ending up alone on its line.
  p: { fontSize: '1.15rem', maxWidth: 760, margin: 0, color: theme.hero.intro, textWrap: 'pretty' },
});

const eyebrowStyle = css({
  display: 'inline-block',
  marginBottom: 14,
  padding: '4px 12px',
  borderRadius: theme.radius.pill,
  background: whiteTint(theme.hero.chipTint),
  fontSize: '.85rem',
  fontWeight: 600,
  letterSpacing: '.02em',
});

// The accent fill can sit close to a coloured gradient: a white edge keeps the button's outline visible.
const heroActions = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  marginTop: 28,
  '& > a, & > button': { borderColor: '#fff' },
});

/** The page's opening band: heading, intro and optional calls to action. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
  gradient,
  aside,
}: {
  eyebrow?: string;
  title: string;
  intro: string;
  children?: ReactNode;
  gradient?: readonly [string, string];
  /** Shown beside the text on wide screens (e.g. a capability card). */
  aside?: ReactNode;
}) {
  const text = (
    <div>
      {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
      <h1>{title}</h1>
      <p>{intro}</p>
      {children && <div css={heroActions}>{children}</div>}
    </div>
  );
  // Top-aligned: centring would move the text down once the (later-parsed) aside arrives.
  return (
    <section css={[heroStyle, gradient && { background: heroGradient(gradient) }]}>
      <div
        css={[
          container,
          aside
            ? { display: 'grid', gap: 32, alignItems: 'start', [mq.lg]: { gridTemplateColumns: '3fr 2fr' } }
            : undefined,
        ]}
      >
        {text}
        {aside}
      </div>
    </section>
  );
}

const sectionStyle = css({ padding: '56px 0 0', [mq.md]: { padding: '72px 0 0' } });
const sectionHead = css({
  maxWidth: 760,
  marginBottom: 28,
  h2: { fontSize: 'clamp(1.6rem, 3vw, 2.2rem)', margin: '0 0 10px' },
  p: { margin: 0, color: theme.color.muted, fontSize: '1.08rem' },
});

/** A page section with an optional anchor id, heading and intro. */
export function Section({
  id,
  title,
  intro,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = `${id ?? title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={sectionStyle}>
      <div css={container}>
        <div css={sectionHead}>
          <h2 id={headingId}>{title}</h2>
          {intro && <p>{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}

/** A responsive grid of cards: one column on phones, up to `columns` on wide screens. */
export const cardGrid = (columns: 2 | 3 | 4) =>
  css({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: 20,
    gridTemplateColumns: '1fr',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  });

/** Three cards side by side from `md`: a set of three split 2 + 1 on tablets left one card alone. */
export const threeFromMd = css({ [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } });

export const card = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 22,
  boxShadow: theme.shadow.card,
  h3: { margin: '10px 0 8px', fontSize: '1.15rem' },
  p: { margin: 0, color: theme.color.muted },
});

export const iconBadge = css({
  display: 'inline-grid',
  // Beside text in a flex row it keeps its square.
  flex: 'none',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radius.md,
  background: theme.color.brandLight,
  color: theme.color.brand,
});

/** The dark closing band with a heading, a line of text and its calls to action. */
export function CtaBand({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section css={[container, { marginTop: 72 }]} aria-label={title}>
      <div
        css={{
          background: `linear-gradient(135deg, ${theme.color.dark}, ${theme.color.brand})`,
          color: theme.color.onDark,
          borderRadius: theme.radius.lg,
          textAlign: 'center',
          padding: '40px 24px',
        }}
      >
        <h2 css={{ margin: '0 0 10px', color: '#fff' }}>{title}</h2>
        <p css={{ margin: '0 auto 22px', maxWidth: 640 }}>{text}</p>
        <div css={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>{children}</div>
      </div>
    </section>
  );
}

// Lucide's "check" in the ticks' green, as an image of the site stylesheet: lists of ticked statements
// repeat it, so it is drawn by CSS (once per site) rather than as an icon in every item of the HTML.
const tickImage = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#2e7d32" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
)}")`;

/** A list whose items each start with a tick of `size` px, `gap` px before the text. */
export const tickList = (size: number, gap: number) =>
  css({
    listStyle: 'none',
    padding: 0,
    '& > li': { display: 'flex', gap, alignItems: 'flex-start' },
    '& > li::before': {
      content: '""',
      flex: 'none',
      width: size,
      height: size,
      marginTop: 3,
      background: `${tickImage} center / contain no-repeat`,
    },
  });

const checkList = css([
  tickList(18, 10),
  { margin: 0, display: 'grid', gap: 10, [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
]);

/** Two columns of ticked statements (benefits, features, checklists). */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul css={checkList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

// Figures are short: two per row even on phones.
const statGrid = css({
  maxWidth: theme.container,
  margin: '0 auto',
  padding: '0 16px',
  gap: 12,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
});

/** A light band of figures under a hero ("500+ active clients" …). */
export function StatBand({ label, stats }: { label: string; stats: readonly { value: string; label: string }[] }) {
  return (
    <section css={{ background: theme.color.surfaceAlt, padding: '24px 0' }} aria-label={label}>
      <ul css={[cardGrid(4), statGrid]}>
        {stats.map((s) => (
          <li key={s.label} css={[card, { textAlign: 'center', padding: 16 }]}>
            <strong css={{ display: 'block', fontSize: '1.7rem', color: theme.color.brand }}>{s.value}</strong>
            <span css={{ color: theme.color.muted }}>{s.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
