import { css } from '@emotion/react';
import { ChevronLeft, ChevronRight, Pause, Play } from '../icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Customer } from '../../../content/customers';
import { homeCopy } from '../../../content/pages/home';
import { AUTO_ADVANCE_MS, LOGOS_PER_PAGE, pageCount, wrapPage } from '../../lib/carousel';
import { mq, theme } from '../../lib/theme';
import { LogoImage } from '../logo-image';

const copy = homeCopy.clients;
const GAP = 12;

const control = css({
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: '50%',
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  cursor: 'pointer',
  color: theme.color.text,
  '&:hover': { background: theme.color.brandLight },
});

// Every logo is in the row; it scrolls sideways and snaps to whole logos, so without JavaScript a
// visitor swipes or scrolls through all of them. Two a view on phones (readable), three, then five.
const perView = (n: number) => ({ gridAutoColumns: `calc((100% - ${(n - 1) * GAP}px) / ${n})` });
const track = css({
  listStyle: 'none',
  margin: 0,
  padding: '2px 0 10px',
  display: 'grid',
  gridAutoFlow: 'column',
  gap: GAP,
  ...perView(2),
  [mq.sm]: perView(3),
  [mq.md]: perView(LOGOS_PER_PAGE),
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'thin',
  li: {
    scrollSnapAlign: 'start',
    display: 'grid',
    placeItems: 'center',
    height: 80,
    padding: 10,
    borderRadius: theme.radius.md,
    background: '#fff',
    border: `1px solid ${theme.color.border}`,
  },
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 },
});
// The buttons only work once the script runs; until then they keep their place, unseen.
const controls = css({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 12,
  marginTop: 10,
  color: theme.color.muted,
  fontSize: '.9rem',
  'html:not([data-hydrated]) & button': { visibility: 'hidden' },
});

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Where a row stands: pages of one view's width, the last page being the row's end. */
function position(row: HTMLElement) {
  const first = row.querySelector('li');
  const itemWidth = first ? first.getBoundingClientRect().width + GAP : row.clientWidth;
  const inView = Math.max(1, Math.round((row.clientWidth + GAP) / itemWidth));
  const step = inView * itemWidth;
  const max = row.scrollWidth - row.clientWidth;
  const pages = pageCount(row.children.length, inView);
  const page = row.scrollLeft >= max - 2 ? pages - 1 : Math.min(pages - 1, Math.round(row.scrollLeft / step));
  return { page, pages, step, max };
}

/**
 * Client logos in a scroll-snapped row. With JavaScript, Previous and Next move a view at a time and
 * wrap at both ends, and the row advances every 3 s; rotation pauses while hovered or focused, when the
 * visitor asks for reduced motion, or with the pause button.
 */
export function LogoCarousel({ customers }: { customers: readonly Customer[] }) {
  const rowRef = useRef<HTMLUListElement>(null);
  // The server cannot know the width: it assumes the desktop's five a view until the row is measured.
  const [status, setStatus] = useState({ page: 0, pages: pageCount(customers.length) });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rotating = !hovered && !focused && !stopped && !reducedMotion && status.pages > 1;

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const { page, pages } = position(row);
    setStatus((s) => (s.page === page && s.pages === pages ? s : { page, pages }));
  }, []);

  const move = useCallback((by: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const { page, pages, step, max } = position(row);
    const target = wrapPage(page + by, pages);
    row.scrollTo({ left: Math.min(max, target * step), behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
  }, []);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    // Measured in a task of its own, not in hydration's commit: the row is usually below the fold, where
    // the browser has not laid it out yet (content-visibility), so measuring forces that layout.
    const first = setTimeout(measure, 0);
    window.addEventListener('resize', measure);
    return () => {
      clearTimeout(first);
      query.removeEventListener('change', update);
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  useEffect(() => {
    if (!rotating || prefersReducedMotion()) return;
    const timer = setInterval(() => move(1), AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [rotating, move]);

  const label = copy.page(status.page + 1, status.pages);
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
      {/* Focusable so keyboard users can scroll the row without the buttons (WCAG 2.1.1). */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ul ref={rowRef} css={track} tabIndex={0} aria-label={label} onScroll={measure}>
        {customers.map((c) => (
          <li key={c.name}>
            <LogoImage src={c.logo} name={c.name} width={200} height={60} fallback="name" />
          </li>
        ))}
      </ul>
      <div css={controls}>
        <button type="button" css={control} aria-label={copy.previous} onClick={() => move(-1)}>
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
        <span data-testid="carousel-page" aria-live={rotating ? 'off' : 'polite'}>
          {label}
        </span>
        <button
          type="button"
          css={[control, { width: 32, height: 32 }]}
          aria-label={stopped ? copy.play : copy.pause}
          aria-pressed={stopped}
          onClick={() => setStopped(!stopped)}
        >
          {stopped ? <Play size={14} aria-hidden="true" /> : <Pause size={14} aria-hidden="true" />}
        </button>
        <button type="button" css={control} aria-label={copy.next} onClick={() => move(1)}>
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
