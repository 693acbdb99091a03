import { css } from '@emotion/react';
import { caseStudies, caseStudiesCopy } from '../../../content/pages/case-studies';
import { theme, whiteTint } from '../../lib/theme';
import { Icon } from '../icon';
import { panel, panelLabel, wideOnly } from './parts';

// A study's first metric is its headline (the PDF and the card lead with it too).
const tiles = caseStudies.flatMap((s) => {
  const metric = s.metrics[0];
  return metric ? [{ id: s.id, color: s.color, icon: s.icon, ...metric }] : [];
});

const grid = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 10,
  li: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: '2px 10px',
    alignItems: 'center',
    padding: '10px 12px',
    borderRadius: theme.radius.md,
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.2)}`,
    lineHeight: 1.25,
  },
  strong: { fontSize: '1.3rem', fontWeight: 800 },
  small: { gridColumn: '1 / -1', color: theme.hero.intro, fontSize: '.8rem', fontWeight: 600 },
});
// The study's own colour behind a white icon, as on its card below.
const badge = css({
  display: 'grid',
  placeItems: 'center',
  width: 30,
  height: 30,
  borderRadius: theme.radius.sm,
  color: '#fff',
  boxShadow: `0 0 0 1px ${whiteTint(0.35)}`,
});

/** Case studies: the headline figure of each project. */
export function CaseStudiesVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>{caseStudiesCopy.heroVisual.title}</span>
      <ul css={grid}>
        {tiles.map((t) => (
          <li key={t.id}>
            <span css={badge} style={{ background: t.color }}>
              <Icon name={t.icon} size={18} />
            </span>
            <strong>{t.value}</strong>
            <small>{t.label}</small>
          </li>
        ))}
      </ul>
    </div>
  );
}
