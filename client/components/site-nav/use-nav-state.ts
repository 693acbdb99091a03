// The navigation's open/close state: which of the menu and the sections is open, and its effects.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteHandle } from '../../shell/route-entry';
import { useDismiss } from '../../hooks/use-dismiss';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import type { SectionId } from './sections';
import { wide } from './styles';

interface OpenState {
  /** The path the state belongs to: navigating closes everything. */
  path: string;
  menu: boolean;
  section: SectionId | null;
}

export function useNavState() {
  const { pathname } = useLocation();
  const [state, setState] = useState<OpenState>({ path: pathname, menu: false, section: null });
  const { menu, section } = state.path === pathname ? state : { menu: false, section: null };
  const active = useRouteHandle()?.nav;
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const setSection = useCallback(
    (id: SectionId | null) => setState((s) => ({ path: pathname, menu: s.path === pathname && s.menu, section: id })),
    [pathname],
  );
  const setMenu = useCallback((open: boolean) => setState({ path: pathname, menu: open, section: null }), [pathname]);
  const closeMenu = useCallback(
    (returnFocus: boolean) => {
      setMenu(false);
      if (returnFocus) toggleRef.current?.querySelector('summary')?.focus();
    },
    [setMenu],
  );
  const closeAll = useCallback(() => setState({ path: pathname, menu: false, section: null }), [pathname]);
  const onMenuDismiss = useCallback((byEscape: boolean) => byEscape && closeMenu(true), [closeMenu]);
  useDismiss(panelRef, menu, onMenuDismiss);
  useFocusTrap(panelRef, menu, closeRef);

  useEffect(() => {
    if (!menu) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    // Widened past the breakpoint, the menu has become the header's navigation: it is no longer open.
    const wideQuery = window.matchMedia(wide.replace('@media ', ''));
    const onWide = () => wideQuery.matches && setMenu(false);
    wideQuery.addEventListener('change', onWide);
    return () => {
      document.body.style.overflow = previous;
      wideQuery.removeEventListener('change', onWide);
    };
  }, [menu, setMenu]);

  return { pathname, menu, section, active, toggleRef, panelRef, closeRef, setSection, setMenu, closeMenu, closeAll };
}
