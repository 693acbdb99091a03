import { css } from '@emotion/react';
import { integrationsIndexCopy as copy } from '../../../content/pages/integrations-index';
import { heroVisualCopy } from '../../../content/pages/solution';
import { theme, whiteTint } from '../../lib/theme';
import { Logo } from '../logo';
import { arrowRow, chipRow, FlowArrow, lightCard, panel, wideOnly } from './parts';

const total = copy.groups.reduce((sum, g) => sum + g.slugs.length, 0);

const groups = css({
  listStyle: 'none',
  margin: '6px 0 0',
  padding: 0,
  width: '100%',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 8,
  textAlign: 'left',
  li: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 8,
    padding: '6px 10px',
    borderRadius: theme.radius.sm,
    background: theme.color.brandLight,
    fontSize: '.8rem',
    fontWeight: 700,
    lineHeight: 1.25,
  },
  'li > span:last-child': {
    flex: 'none',
    minWidth: 24,
    padding: '1px 6px',
    borderRadius: theme.radius.pill,
    background: theme.color.brand,
    color: '#fff',
    textAlign: 'center',
  },
});

/** The integrations index: every system group, Northwind in the middle, and who they trade with. */
export function IntegrationsVisual() {
  return (
    <div css={[wideOnly, { width: '100%', maxWidth: 420, justifySelf: 'center' }]} aria-hidden="true">
      <div css={lightCard}>
        <strong css={{ color: theme.color.brand, fontSize: '1.2rem' }}>{copy.heroVisual.systems(total)}</strong>
        <ul css={groups}>
          {copy.groups.map((g) => (
            <li key={g.id}>
              <span>{g.title}</span>
              <span>{g.slugs.length}</span>
            </li>
          ))}
        </ul>
      </div>
      <div css={arrowRow}>
        <FlowArrow both />
      </div>
      <div css={lightCard}>
        <Logo size={34} />
        <small css={{ color: theme.color.muted, fontSize: '.85rem', fontWeight: 600 }}>
          {heroVisualCopy.hubDetail}
        </small>
      </div>
      <div css={arrowRow}>
        <FlowArrow both />
      </div>
      <div
        css={[
          panel,
          {
            display: 'grid',
            justifyItems: 'center',
            gap: 10,
            padding: '14px 16px',
            border: `1px solid ${whiteTint(0.3)}`,
          },
        ]}
      >
        <strong>{heroVisualCopy.partners}</strong>
        <ul css={[chipRow, { justifyContent: 'center' }]}>
          {copy.heroVisual.partnerKinds.map((k) => (
            <li key={k}>{k}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
