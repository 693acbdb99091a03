import { css } from '@emotion/react';
import { heroVisualCopy as copy } from '../../../content/pages/solution';
import type { ProcessStep } from '../../../content/solution-pages/types';
import { mq, theme, whiteTint } from '../../lib/theme';
import { Logo } from '../logo';
import { FlowArrow } from './parts';

// Both visuals fill the hero's right column on wide screens and repeat what the page says below, so
// they are hidden from assistive technology and left out on narrow screens (no extra scrolling).
const wideOnly = css({ display: 'none', [mq.lg]: { display: 'block' } });

const flow = css({
  listStyle: 'none',
  margin: '16px 0 0',
  padding: 0,
  display: 'none',
  [mq.lg]: { display: 'grid' },
  // Two by two: four titles side by side left words like "Acknowledge" or "requirements" wider than
  // their box in the right column (454 px at 1280, 384 at 1024).
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px 28px',
  li: {
    position: 'relative',
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'start',
    gap: 8,
    padding: '14px 8px',
    borderRadius: theme.radius.md,
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.25)}`,
    color: '#fff',
    fontSize: '.85rem',
    fontWeight: 700,
    lineHeight: 1.25,
    textAlign: 'center',
  },
  // Arrows join the steps of a row; the numbers carry the order from one row to the next.
  'li:nth-of-type(odd):not(:last-child)::after': {
    content: '"→"',
    position: 'absolute',
    right: -20,
    top: 'calc(50% - .75em)',
    color: '#fff',
    fontSize: '1rem',
  },
  'li > span': {
    display: 'grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    background: '#fff',
    color: theme.color.text,
    fontWeight: 800,
  },
});

/** A solution's four steps as a flow, under its capability card. */
export function StepFlow({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol css={flow} aria-hidden="true">
      {steps.map((s) => (
        <li key={s.step}>
          <span>{s.step}</span>
          {s.title}
        </li>
      ))}
    </ol>
  );
}

const node = css({
  display: 'grid',
  justifyItems: 'center',
  gap: 4,
  padding: '16px 20px',
  borderRadius: theme.radius.lg,
  textAlign: 'center',
  small: { fontSize: '.85rem', fontWeight: 600 },
});
const light = css([node, { background: '#fff', boxShadow: theme.shadow.panel, small: { color: theme.color.muted } }]);
const tinted = css([
  node,
  {
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.3)}`,
    color: '#fff',
    strong: { fontSize: '1.15rem' },
    small: { color: theme.hero.intro },
  },
]);
const link = css({ display: 'grid', placeItems: 'center', height: 44, color: '#fff' });

/** The integrated system, Northwind in the middle, and the trading partners: who talks to whom. */
export function SystemDiagram({
  system,
  color,
  versions,
}: {
  system: string;
  color: string;
  versions: readonly string[];
}) {
  return (
    <div css={[wideOnly, { width: '100%', maxWidth: 380, justifySelf: 'center' }]} aria-hidden="true">
      <div css={light}>
        <strong css={{ color, fontSize: system.length > 12 ? '1.3rem' : '1.6rem', fontWeight: 900, lineHeight: 1.15 }}>
          {system}
        </strong>
        {versions[0] && <small>{versions[0]}</small>}
      </div>
      <div css={link}>
        <FlowArrow both size={26} />
      </div>
      <div css={light}>
        <Logo size={36} />
        <small>{copy.hubDetail}</small>
      </div>
      <div css={link}>
        <FlowArrow both size={26} />
      </div>
      <div css={tinted}>
        <strong>{copy.partners}</strong>
        <small>{copy.partnersDetail}</small>
      </div>
    </div>
  );
}

const code = css({
  margin: 0,
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  background: theme.color.dark,
  border: `1px solid ${whiteTint(0.25)}`,
  color: theme.hero.intro,
  fontFamily: theme.font.mono,
  fontSize: '.78rem',
  lineHeight: 1.55,
  overflowX: 'auto',
});
const codeLabel = css({
  display: 'block',
  marginBottom: 6,
  color: '#fff',
  fontSize: '.8rem',
  fontWeight: 700,
  letterSpacing: '.04em',
});

/** A file going in and what comes out: the page's own sample, for the converter's hero. */
export function CodeSample({
  inputLabel,
  input,
  outputLabel,
  output,
}: {
  inputLabel: string;
  input: string;
  outputLabel: string;
  output: string;
}) {
  return (
    <div css={[wideOnly, { minWidth: 0 }]} aria-hidden="true">
      <span css={codeLabel}>{inputLabel}</span>
      <pre css={code}>{input}</pre>
      <div css={[link, { height: 36 }]}>
        <FlowArrow size={24} />
      </div>
      <span css={codeLabel}>{outputLabel}</span>
      <pre css={code}>{output}</pre>
    </div>
  );
}
