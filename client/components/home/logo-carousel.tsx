import { css } from '@emotion/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Customer } from '../../../content/customers';
import { homeCopy } from '../../../content/pages/home';
import { AUTO_ADVANCE_MS, pageCount, pageItems, wrapPage } from '../../../shared/carousel';
import { mq, theme } from '../../../shared/theme';
import { LogoImage } from '../logo-image';

const copy = homeCopy.clients;
const control = css({ display: 'grid', placeItems: 'center', width: 44, height: 44, borderRadius: '50%', border: `1px solid ${theme.color.border}`, background: '#fff', cursor: 'pointer', color: theme.color.text, '&:hover': { background: theme.color.brandLight } });
const track = css({ listStyle: 'none', margin: 0, padding: 0, flex: 1, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(2, 1fr)', [mq.md]: { gridTemplateColumns: 'repeat(5, 1fr)' }, li: { display: 'grid', placeItems: 'center', height: 72, padding: 8, borderRadius: theme.radius.md, background: '#fff', border: `1px solid ${theme.color.border}` } });

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Client logos, five a page. Advances every 3 s and wraps; Previous and Next wrap too. Rotation
 * pauses while hovered or focused, when the visitor asks for reduced motion, or with the pause button.
 */
export function LogoCarousel({ customers }: { customers: readonly Customer[] }) {
  const pages = pageCount(customers.length);
  const [page, setPage] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rotating = !hovered && !focused && !stopped && !reducedMotion && pages > 1;

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (!rotating || prefersReducedMotion()) return;
    const timer = setInterval(() => setPage((p) => wrapPage(p + 1, pages)), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, pages]);

  return (
    // Pointer and focus listeners only pause the rotation (WCAG 2.2.2); the controls inside are buttons.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-roledescription="carousel"
      aria-label={copy.carouselLabel}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div css={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <button type="button" css={control} aria-label={copy.previous} onClick={() => setPage((p) => wrapPage(p - 1, pages))}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <ul css={track} aria-live={rotating ? 'off' : 'polite'} aria-label={copy.page(page + 1, pages)}>
          {pageItems(customers, page).map((c) => (
            <li key={c.name}>
              <LogoImage src={c.logo} name={c.name} width={200} height={60} fallback="name" />
            </li>
          ))}
        </ul>
        <button type="button" css={control} aria-label={copy.next} onClick={() => setPage((p) => wrapPage(p + 1, pages))}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
      <div css={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12, marginTop: 12, color: theme.color.muted, fontSize: '.9rem' }}>
        <span data-testid="carousel-page">{copy.page(page + 1, pages)}</span>
        <button type="button" css={[control, { width: 32, height: 32 }]} aria-label={stopped ? copy.play : copy.pause} aria-pressed={stopped} onClick={() => setStopped(!stopped)}>
          {stopped ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </button>
      </div>
    </section>
  );
}
