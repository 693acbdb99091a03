import { css } from '@emotion/react';
import { aboutCopy } from '../../../content/pages/about';
import { theme, whiteTint } from '../../lib/theme';
import { panel, panelLabel, wideOnly } from './parts';

const { presence, story } = aboutCopy;
const RADIUS = 40;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const gauges = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(${presence.coverage.length}, minmax(0, 1fr))`,
  gap: 10,
  textAlign: 'center',
  fontSize: '.8rem',
  fontWeight: 600,
  lineHeight: 1.25,
  color: theme.hero.intro,
});
const route = css({
  listStyle: 'none',
  margin: '18px 0 0',
  padding: '16px 0 0',
  borderTop: `1px solid ${whiteTint(0.25)}`,
  display: 'grid',
  gridTemplateColumns: `repeat(${presence.regions.length}, minmax(0, 1fr))`,
  gap: 10,
  fontSize: '.8rem',
  lineHeight: 1.3,
  color: theme.hero.intro,
  li: { position: 'relative', paddingTop: 20 },
  strong: { display: 'block', color: '#fff', fontSize: '.9rem' },
  // The dots sit on one line that runs from the first office to the last.
  'li::before': {
    content: '""',
    position: 'absolute',
    top: 2,
    left: 0,
    width: 12,
    height: 12,
    borderRadius: '50%',
    background: theme.color.focus,
    boxShadow: `0 0 0 3px ${whiteTint(0.25)}`,
  },
  'li:not(:last-child)::after': {
    content: '""',
    position: 'absolute',
    top: 7,
    left: 18,
    right: -4,
    borderTop: `2px dashed ${whiteTint(0.45)}`,
  },
});

/** About: how far the partner network reaches, and the three offices since the founding year. */
export function AboutVisual() {
  const founded = story.facts[0];
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>{presence.coverageTitle}</span>
      <ul css={gauges}>
        {presence.coverage.map((c) => (
          <li key={c.region}>
            <svg viewBox="0 0 100 100" css={{ display: 'block', width: '100%', maxWidth: 84, margin: '0 auto 6px' }}>
              <circle cx="50" cy="50" r={RADIUS} fill="none" stroke={whiteTint(0.16)} strokeWidth="9" />
              <circle
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                stroke="#fff"
                strokeWidth="9"
                strokeLinecap="round"
                strokeDasharray={`${((CIRCUMFERENCE * c.percent) / 100).toFixed(1)} ${CIRCUMFERENCE.toFixed(1)}`}
                transform="rotate(-90 50 50)"
              />
              <text x="50" y="58" textAnchor="middle" fill="#fff" fontSize="24" fontWeight="800">
                {c.percent}%
              </text>
            </svg>
            {c.region}
          </li>
        ))}
      </ul>
      <ol css={route}>
        {presence.regions.map((r, i) => (
          <li key={r.city}>
            <strong>{r.city}</strong>
            {i === 0 && founded ? `${r.role} · ${founded.value}` : r.role}
          </li>
        ))}
      </ol>
    </div>
  );
}
