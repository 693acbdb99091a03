import { css, keyframes } from '@emotion/react';
import { homeCopy } from '../../../content/pages/home';
import { mq, theme } from '../../lib/theme';
import { Logo } from '../logo';

const copy = homeCopy.hero;
const flow = keyframes({ to: { strokeDashoffset: -20 } });
const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });

const RADIUS = 38; // percent of the square, centre to tile centre
const TILE = { halfWidth: 11, halfHeight: 5.5 }; // percent; a tile is 22% wide, one or two lines tall
const HUB = { halfWidth: 26, halfHeight: 9 }; // the white logo card around the centre
const step = 360 / copy.capabilities.length;

/** Distance from a box's centre to its edge in the direction (cos, sin). */
const toEdge = (box: { halfWidth: number; halfHeight: number }, cos: number, sin: number) =>
  Math.min(box.halfWidth / Math.max(Math.abs(cos), 1e-6), box.halfHeight / Math.max(Math.abs(sin), 1e-6));

// Half a step off vertical, so no two tiles sit side by side at the top or bottom. Lines stop at the
// tiles' edges (they never cross a label); the pulses sit halfway along the visible part.
const points = copy.capabilities.map((_, i) => {
  const angle = (i * step - 90 + step / 2) * (Math.PI / 180);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const end = RADIUS - toEdge(TILE, cos, sin) - 1;
  const start = toEdge(HUB, cos, sin);
  const mid = (start + end) / 2;
  return {
    x: 50 + RADIUS * cos,
    y: 50 + RADIUS * sin,
    lineEnd: { x: 50 + end * cos, y: 50 + end * sin },
    pulse: { x: 50 + mid * cos, y: 50 + mid * sin },
  };
});

const wrap = css({
  position: 'relative',
  width: '100%',
  maxWidth: 520,
  aspectRatio: '1',
  margin: '0 auto',
  containerType: 'inline-size',
  display: 'none',
  [mq.md]: { display: 'block' },
});
// Type scales with the diagram so the longest label ("Infrastructure") stays inside its tile.
const tile = css({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  width: `${TILE.halfWidth * 2}%`,
  minHeight: '9%',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: '6px 3px',
  borderRadius: 12,
  background: 'rgba(255,255,255,.12)',
  border: '1px solid rgba(255,255,255,.3)',
  color: '#fff',
  fontSize: 'min(.8rem, 2.6cqw)',
  fontWeight: 700,
  lineHeight: 1.2,
});
// The logo card shrinks with the diagram so it never reaches the side tiles.
const hub = css({
  position: 'absolute',
  left: '50%',
  top: '50%',
  transform: 'translate(-50%, -50%)',
  background: '#fff',
  borderRadius: 20,
  padding: 'min(14px, 2.6cqw) min(16px, 3cqw)',
  boxShadow: '0 12px 40px rgba(0,0,0,.3)',
  svg: { width: 'min(40px, 8cqw)', height: 'min(40px, 8cqw)' },
  '& > span > span': { fontSize: 'min(1.2rem, 4.2cqw)' },
});
// The legend explains the lines, so it shows only where they are drawn.
const legend = css({
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
  display: 'none',
  justifyContent: 'center',
  gap: 20,
  fontSize: '.85rem',
  color: theme.hero.intro,
  [mq.md]: { display: 'flex' },
});
const line = css({
  stroke: 'rgba(255,255,255,.55)',
  strokeWidth: 0.5,
  strokeDasharray: '2 3',
  animation: `${flow} 1.6s linear infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
const dot = css({
  fill: '#f2a900',
  animation: `${pulse} 2s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
const mobileGrid = css({
  listStyle: 'none',
  padding: 0,
  margin: '28px 0 0',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 8,
  [mq.md]: { display: 'none' },
  li: {
    padding: '8px 10px',
    borderRadius: 10,
    background: 'rgba(255,255,255,.12)',
    fontWeight: 700,
    fontSize: '.85rem',
  },
});

/** The platform at the centre of its ten capabilities, with data flowing along the lines (CSS only). */
export function HeroDiagram() {
  return (
    <div>
      <figure css={wrap} aria-label={copy.diagramLabel}>
        <svg
          viewBox="0 0 100 100"
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          aria-hidden="true"
        >
          {points.map((p, i) => (
            <line
              key={copy.capabilities[i]}
              x1="50"
              y1="50"
              x2={p.lineEnd.x.toFixed(2)}
              y2={p.lineEnd.y.toFixed(2)}
              css={line}
            />
          ))}
          {points
            .filter((_, i) => i % 3 === 0)
            .map((p) => (
              <circle key={`${p.x}`} cx={p.pulse.x.toFixed(2)} cy={p.pulse.y.toFixed(2)} r="1.2" css={dot} />
            ))}
        </svg>
        <div css={hub}>
          <Logo size={40} />
        </div>
        <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {copy.capabilities.map((name, i) => (
            <li key={name} css={tile} style={{ left: `${points[i]?.x}%`, top: `${points[i]?.y}%` }}>
              {name}
            </li>
          ))}
        </ul>
      </figure>
      <ul css={mobileGrid}>
        {copy.capabilities.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <ul css={legend}>
        {copy.legend.map((l) => (
          <li key={l.label} css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {l.kind === 'flow' ? (
              <svg width="28" height="6" aria-hidden="true">
                <line
                  x1="0"
                  y1="3"
                  x2="28"
                  y2="3"
                  stroke="rgba(255,255,255,.8)"
                  strokeWidth="2"
                  strokeDasharray="4 4"
                />
              </svg>
            ) : (
              <svg width="10" height="10" aria-hidden="true">
                <circle cx="5" cy="5" r="4" fill="#f2a900" />
              </svg>
            )}
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
