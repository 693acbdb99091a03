import { css } from '@emotion/react';
import { supplierProgramCopy } from '../../../content/pages/supplier-program';
import { theme, whiteTint } from '../../lib/theme';
import { Icon } from '../icon';
import { Logo } from '../logo';
import { arrowRow, FlowArrow, lightCard, panel, wideOnly, xl } from './parts';

const { connectivity, heroVisual: copy } = supplierProgramCopy;
const n = connectivity.options.length;
/** Centre of option i across the row, in per cent: the options share the row's width equally. */
const centre = (i: number) => ((i + 0.5) / n) * 100;

const options = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
  gap: 5,
  [xl]: { gap: 8 },
  // "Traditional" has to fit a fifth of the column whole: smaller type until the column widens.
  li: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'start',
    gap: 6,
    padding: '10px 2px',
    borderRadius: theme.radius.md,
    background: whiteTint(theme.hero.panelTint),
    border: `1px solid ${whiteTint(0.3)}`,
    fontSize: '.7rem',
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: 'center',
    [xl]: { fontSize: '.75rem', padding: '10px 4px' },
  },
});
const end = css([panel, { padding: '10px 16px', textAlign: 'center', fontWeight: 700 }]);

/** Lines from one point at the top (`fromTop`) or bottom to each option's centre. */
function Fan({ fromTop }: { fromTop: boolean }) {
  return (
    <svg viewBox="0 0 100 24" preserveAspectRatio="none" css={{ display: 'block', width: '100%', height: 24 }}>
      {connectivity.options.map((o, i) => (
        <line
          key={o.title}
          x1="50"
          y1={fromTop ? 0 : 24}
          x2={centre(i)}
          y2={fromTop ? 24 : 0}
          stroke={whiteTint(0.55)}
          strokeWidth="1.5"
          strokeDasharray="4 3"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** Supplier program: one supplier, five ways to connect, one hub and every buyer behind it. */
export function SupplierVisual() {
  return (
    <div css={[wideOnly, { color: '#fff' }]} aria-hidden="true">
      <div css={end}>{copy.supplier}</div>
      <Fan fromTop />
      <ul css={options}>
        {connectivity.options.map((o) => (
          <li key={o.title}>
            <Icon name={o.icon} size={22} />
            {o.title}
          </li>
        ))}
      </ul>
      <Fan fromTop={false} />
      <div css={lightCard}>
        <Logo size={34} />
      </div>
      <div css={arrowRow}>
        <FlowArrow both />
      </div>
      <div css={end}>{copy.buyers}</div>
    </div>
  );
}
