import { css } from '@emotion/react';
import type { CSSProperties } from 'react';
import { contactCopy, offices } from '../../../content/pages/contact';
import { theme, whiteTint } from '../../lib/theme';
import { Icon } from '../icon';
import { panel, wideOnly } from './parts';

// The map's window: the offices' own coordinates with a margin, projected flat (equirectangular). The
// easternmost office sits at 60% of the width, so a label still fits to its right. The SVG's viewBox has
// the frame's 2:1 shape, so per-cent positions serve SVG and labels alike.
const lngs = offices.map((o) => o.coordinates.lng);
const lats = offices.map((o) => o.coordinates.lat);
const west = Math.min(...lngs) - 30;
const east = west + (Math.max(...lngs) - west) / 0.6;
// More room north than south: the labels sit above the pins.
const north = Math.max(...lats) + 20;
const south = Math.min(...lats) - 10;
const x = (lng: number) => ((lng - west) / (east - west)) * 100;
const y = (lat: number) => ((north - lat) / (north - south)) * 100;

const pins = offices.map((o) => ({ office: o, left: x(o.coordinates.lng), top: y(o.coordinates.lat) }));

// Grid dots every 10 degrees stand in for the map's graticule.
const steps = (from: number, to: number) =>
  Array.from({ length: Math.floor(to / 10) - Math.ceil(from / 10) + 1 }, (_, i) => (Math.ceil(from / 10) + i) * 10);
const dots = steps(west, east).flatMap((lng) => steps(south, north).map((lat) => ({ cx: x(lng) * 2, cy: y(lat) })));
// Arcs from each office to the next, bowed southwards: the labels sit above the pins, clear of them.
const arcs = pins.slice(1).map((p, i) => {
  const from = pins[i] ?? p;
  const [x1, y1, x2, y2] = [from.left * 2, from.top, p.left * 2, p.top];
  const bow = Math.hypot(x2 - x1, y2 - y1) * 0.25;
  return `M${x1.toFixed(1)} ${y1.toFixed(1)} Q${((x1 + x2) / 2).toFixed(1)} ${(Math.max(y1, y2) + bow).toFixed(1)} ${x2.toFixed(1)} ${y2.toFixed(1)}`;
});
/**
 * Where a label goes: above its pin (from the pin's left near the west edge, centred elsewhere), or level
 * with it on the east side when an office just west of it already has the space above.
 */
function labelPlace(pin: (typeof pins)[number]): CSSProperties {
  const crowded = pins.some((p) => p.left < pin.left && pin.left - p.left < 15);
  if (crowded)
    return { top: `${pin.top}%`, left: `${pin.left + 4}%`, transform: 'translateY(-50%)', whiteSpace: 'nowrap' };
  if (pin.left < 20) return { bottom: `${100 - pin.top + 7}%`, left: `${pin.left - 3}%` };
  return {
    bottom: `${100 - pin.top + 7}%`,
    left: `${pin.left}%`,
    transform: 'translateX(-50%)',
    textAlign: 'center',
    whiteSpace: 'nowrap',
  };
}
const labels = pins.map((p) => ({ ...p, style: labelPlace(p) }));

const frame = css({ position: 'relative', aspectRatio: '2 / 1', marginBottom: 14 });
const label = css({
  position: 'absolute',
  maxWidth: '48%',
  fontSize: '.8rem',
  lineHeight: 1.25,
  color: theme.hero.intro,
  strong: { color: '#fff', fontSize: '.9rem' },
});
const promise = css({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  margin: 0,
  paddingTop: 14,
  borderTop: `1px solid ${whiteTint(0.25)}`,
  fontSize: '.9rem',
  fontWeight: 600,
  textWrap: 'balance',
});

/** Contact: the three offices on a map, with the reply promise under it. */
export function ContactVisual() {
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <div css={frame}>
        <svg
          viewBox="0 0 200 100"
          css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', overflow: 'visible' }}
        >
          {dots.map((d) => (
            <circle key={`${d.cx} ${d.cy}`} cx={d.cx.toFixed(1)} cy={d.cy.toFixed(1)} r="0.9" fill={whiteTint(0.3)} />
          ))}
          {arcs.map((d) => (
            <path key={d} d={d} fill="none" stroke={whiteTint(0.6)} strokeWidth="0.8" strokeDasharray="3 2.5" />
          ))}
          {pins.map((p) => (
            <g key={p.office.id}>
              <circle cx={(p.left * 2).toFixed(1)} cy={p.top.toFixed(1)} r="5" fill={whiteTint(0.2)} />
              <circle
                cx={(p.left * 2).toFixed(1)}
                cy={p.top.toFixed(1)}
                r="2.6"
                fill={theme.color.focus}
                stroke="#fff"
                strokeWidth="0.8"
              />
            </g>
          ))}
        </svg>
        {labels.map((l) => (
          <span key={l.office.id} css={label} style={l.style}>
            <strong>{l.office.name}</strong> {l.office.tabLabel}
          </span>
        ))}
      </div>
      <div css={promise}>
        <Icon name="mail" size={20} />
        {contactCopy.form.replyPromise}
      </div>
    </div>
  );
}
