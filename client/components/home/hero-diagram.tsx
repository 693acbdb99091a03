import { css, keyframes } from '@emotion/react';
import { homeCopy } from '../../../content/pages/home';
import { mq } from '../../../shared/theme';
import { Logo } from '../logo';

const copy = homeCopy.hero;
const flow = keyframes({ to: { strokeDashoffset: -20 } });
const pulse = keyframes({ '0%, 100%': { opacity: 0.35 }, '50%': { opacity: 1 } });

const RADIUS = 38; // percent of the square, centre to tile centre
const points = copy.capabilities.map((_, i) => {
  const angle = ((i * 360) / copy.capabilities.length - 90) * (Math.PI / 180);
  return { x: 50 + RADIUS * Math.cos(angle), y: 50 + RADIUS * Math.sin(angle) };
});

const wrap = css({ position: 'relative', width: '100%', maxWidth: 520, aspectRatio: '1', margin: '0 auto', display: 'none', [mq.md]: { display: 'block' } });
const tile = css({ position: 'absolute', transform: 'translate(-50%, -50%)', width: '22%', minHeight: '11%', display: 'grid', placeItems: 'center', textAlign: 'center', padding: '6px 4px', borderRadius: 12, background: 'rgba(255,255,255,.12)', border: '1px solid rgba(255,255,255,.3)', color: '#fff', fontSize: '.78rem', fontWeight: 700, lineHeight: 1.2 });
const line = css({ stroke: 'rgba(255,255,255,.55)', strokeWidth: 0.5, strokeDasharray: '2 3', animation: `${flow} 1.6s linear infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } });
const dot = css({ fill: '#f2a900', animation: `${pulse} 2s ease-in-out infinite`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } });
const mobileGrid = css({ listStyle: 'none', padding: 0, margin: '28px 0 0', display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 8, [mq.md]: { display: 'none' }, li: { padding: '8px 10px', borderRadius: 10, background: 'rgba(255,255,255,.12)', fontWeight: 700, fontSize: '.85rem' } });

/** The platform at the centre of its ten capabilities, with data flowing along the lines (CSS only). */
export function HeroDiagram() {
  return (
    <div>
      <figure css={wrap} aria-label={copy.diagramLabel}>
        <svg viewBox="0 0 100 100" css={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }} aria-hidden="true">
          {points.map((p, i) => (
            <line key={copy.capabilities[i]} x1="50" y1="50" x2={p.x.toFixed(2)} y2={p.y.toFixed(2)} css={line} />
          ))}
          {points.filter((_, i) => i % 3 === 0).map((p) => (
            <circle key={`${p.x}`} cx={((50 + p.x) / 2).toFixed(2)} cy={((50 + p.y) / 2).toFixed(2)} r="1.2" css={dot} />
          ))}
        </svg>
        <div css={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', background: '#fff', borderRadius: 20, padding: '14px 16px', boxShadow: '0 12px 40px rgba(0,0,0,.3)' }}>
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
      <ul css={{ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'flex', justifyContent: 'center', gap: 20, fontSize: '.85rem', color: '#d7e2f3' }}>
        {copy.legend.map((l) => (
          <li key={l.label} css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            {l.kind === 'flow' ? (
              <svg width="28" height="6" aria-hidden="true"><line x1="0" y1="3" x2="28" y2="3" stroke="rgba(255,255,255,.8)" strokeWidth="2" strokeDasharray="4 4" /></svg>
            ) : (
              <svg width="10" height="10" aria-hidden="true"><circle cx="5" cy="5" r="4" fill="#f2a900" /></svg>
            )}
            {l.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
