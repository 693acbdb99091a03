import { css } from '@emotion/react';
import { ArrowUp } from './icon';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { headerCopy } from '../../content/navigation';
import { useRouteHandle } from '../shell/route-entry';
import { theme } from '../lib/theme';

/** Threshold of docs/spec.md, "Constants" for showing the button. */
export const SCROLL_TOP_THRESHOLD = 300;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Brings an element's top into view: smoothly, or instantly for visitors who ask for less motion. */
export function glideTo(element: Element | null) {
  element?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
}

/** Jumps to the top (or to the hash target) whenever the path changes: instantly, or smoothly where the route asks. */
export function ScrollReset() {
  const { pathname, hash } = useLocation();
  const smooth = useRouteHandle()?.scroll === 'smooth';
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    // Only a new path resets the scroll; the first render and in-page anchors keep the browser's position.
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'instant' });
  }, [pathname, hash, smooth]);
  return null;
}

const button = css({
  position: 'fixed',
  right: 20,
  bottom: 20,
  zIndex: 20,
  width: 48,
  height: 48,
  borderRadius: '50%',
  border: 0,
  display: 'grid',
  placeItems: 'center',
  background: theme.color.brand,
  color: '#fff',
  cursor: 'pointer',
  boxShadow: theme.shadow.panel,
  '&:hover': { background: theme.color.brandDark },
});

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      css={button}
      aria-label={headerCopy.scrollToTop}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp size={22} aria-hidden="true" />
    </button>
  );
}
