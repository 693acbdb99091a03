import { css } from '@emotion/react';
import { careersCopy, departments, locationOptions, postings } from '../../../content/pages/careers';
import { filterPostings } from '../../lib/careers-filter';
import { theme, whiteTint } from '../../lib/theme';
import { Bar, panel, panelLabel, wideOnly } from './parts';

const { openings } = careersCopy;
// Counted with the openings filter itself, so the figures match what each filter would show.
const count = (department: string, location: string) =>
  filterPostings(postings, { query: '', department, location }).length;
const byTeam = departments.map((d) => ({ name: d, n: count(d, 'all') })).filter((t) => t.n > 0);
const most = Math.max(...byTeam.map((t) => t.n));
const byPlace = locationOptions.filter((l) => l !== 'all').map((l) => ({ name: l, n: count('all', l) }));

const rows = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) 2ch',
  alignItems: 'center',
  gap: '7px 12px',
  fontSize: '.85rem',
  fontWeight: 600,
  li: { display: 'contents' },
  'li > span:last-child': { textAlign: 'right', fontWeight: 800 },
});
const chips = css({
  listStyle: 'none',
  margin: '16px 0 0',
  padding: '14px 0 0',
  borderTop: `1px solid ${whiteTint(0.25)}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  li: {
    padding: '3px 10px',
    borderRadius: theme.radius.pill,
    background: whiteTint(theme.hero.chipTint),
    fontSize: '.8rem',
    fontWeight: 600,
  },
  strong: { marginLeft: 6 },
});

/** Careers: the open positions by team, and where they are based. */
export function CareersVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>{openings.title}</span>
      <strong css={{ display: 'block', margin: '-4px 0 14px', fontSize: '1.6rem', lineHeight: 1.2 }}>
        {openings.count(postings.length)}
      </strong>
      <ul css={rows}>
        {byTeam.map((t) => (
          <li key={t.name}>
            <span>{t.name}</span>
            <Bar share={t.n / most} />
            <span>{t.n}</span>
          </li>
        ))}
      </ul>
      <ul css={chips}>
        {byPlace.map((p) => (
          <li key={p.name}>
            {p.name}
            <strong>{p.n}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
