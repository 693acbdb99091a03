import { css } from '@emotion/react';
import { testimonials, testimonialsCopy } from '../../../content/pages/testimonials';
import { theme, whiteTint } from '../../lib/theme';
import { panel, panelLabel, wideOnly } from './parts';

// Each customer's most telling result: the first one with a percentage, else the first with a figure.
const headline = (results: readonly string[]) =>
  results.find((r) => r.includes('%')) ?? results.find((r) => /\d/.test(r)) ?? results[0];
const tiles = testimonials.map((t) => ({ id: t.id, industry: t.industry, result: headline(t.results) }));

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 10,
  li: {
    padding: '10px 12px',
    borderRadius: theme.radius.md,
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.2)}`,
    fontSize: '.9rem',
    fontWeight: 700,
    lineHeight: 1.3,
  },
  span: {
    display: 'block',
    marginBottom: 4,
    color: theme.hero.intro,
    fontSize: '.75rem',
    letterSpacing: '.06em',
    textTransform: 'uppercase',
  },
});

/** Testimonials: what each industry's customer measured after moving to Northwind. */
export function TestimonialsVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>{testimonialsCopy.heroVisual.title}</span>
      <ul css={grid}>
        {tiles.map((t) => (
          <li key={t.id}>
            <span>{t.industry}</span>
            {t.result}
          </li>
        ))}
      </ul>
    </div>
  );
}
