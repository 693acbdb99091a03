import { css, keyframes } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import {
  companyLinks,
  dropdowns,
  headerCopy,
  mainLinks,
  type Dropdown,
  type DropdownId,
  type NavGroup,
  type NavItem,
} from '../../content/navigation';
import { breakpoints, mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { ExternalLink } from './external-link';
import { SiteLink as Link } from './site-link';
import { ChevronDown, Icon, MenuIcon, X } from './icon';
import { useRouteHandle } from '../shell/route-entry';
import { useDismiss } from '../hooks/use-dismiss';
import { useFocusTrap } from '../hooks/use-focus-trap';

/*
 * The site's navigation, rendered once: at `mq.nav` and wider its sections are the header's dropdowns; below
 * it the same elements form the slide-in menu behind the menu button, sections as an accordion. Every open
 * state lives on a <details> (the sections share a `name`, so one is open at a time), so both layouts work
 * before and without JavaScript; once hydrated, React drives the same elements.
 */

const narrow = `@media (max-width: ${breakpoints.lg - 0.02}px)`;
const wide = mq.nav;

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const wideOnly = css({ [narrow]: { display: 'none' } });
const narrowOnly = css({ [wide]: { display: 'none' } });

// The menu button is a <details> of its own; the panel, a later sibling, shows while it is open (below
// `mq.nav`) and always, in the header row, at `mq.nav` and wider.
const toggle = css({
  listStyle: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  color: theme.color.text,
  '&::-webkit-details-marker': { display: 'none' },
  // The open menu's backdrop is the summary's own pseudo-element, so a press on it closes the menu
  // even before (or without) JavaScript.
  'details[open] > &::before': {
    content: '""',
    position: 'fixed',
    inset: 0,
    background: 'rgba(10,25,48,.55)',
    zIndex: 50,
    cursor: 'default',
  },
});

const panel = css({
  [narrow]: {
    display: 'none',
    // `~`, not `+`: server-rendered style elements may stand between the two.
    'details[open] ~ &': { display: 'flex' },
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    width: 'min(360px, 88vw)',
    background: theme.color.surface,
    zIndex: 60,
    flexDirection: 'column',
    boxShadow: theme.shadow.panel,
    animation: `${slideIn} .22s ease-out`,
    [mq.reducedMotion]: { animation: 'none' },
    // Without JavaScript the × cannot run a handler: the panel's title row lets presses through to the
    // backdrop below it (the toggle's pseudo-element), which closes the menu natively.
    'html:not([data-hydrated]) &': {
      pointerEvents: 'none',
      '& > nav, & > div:last-of-type': { pointerEvents: 'auto' },
    },
  },
});

const panelTitle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '14px 18px',
  borderBottom: `1px solid ${theme.color.border}`,
  h2: { margin: 0, fontSize: '1.2rem' },
  button: {
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    color: theme.color.text,
  },
  [wide]: { display: 'none' },
});

const panelActions = css({
  display: 'grid',
  gap: 10,
  padding: 18,
  borderTop: `1px solid ${theme.color.border}`,
  a: {
    display: 'block',
    textAlign: 'center',
    padding: '12px 16px',
    borderRadius: theme.radius.md,
    fontWeight: 700,
    textDecoration: 'none',
  },
  [wide]: { display: 'none' },
});

const navStyle = css({
  [narrow]: { flex: 1, overflowY: 'auto', padding: '4px 18px' },
});

const navList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [wide]: { display: 'flex', alignItems: 'center', gap: 2, fontSize: '.95rem' },
});

/** Home, the converter and the supplier program: header links, or the menu's plain rows. */
const topLink = css({
  display: 'block',
  color: theme.color.text,
  textDecoration: 'none',
  [narrow]: { padding: '14px 4px', fontWeight: 700, borderBottom: `1px solid ${theme.color.border}` },
  [wide]: {
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    '&:hover': { background: theme.color.brandLight },
    '&[aria-current="page"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
  },
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
});

const sectionStyle = css({ [wide]: { position: 'relative' } });

const summaryStyle = css({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
  [narrow]: {
    justifyContent: 'space-between',
    padding: '14px 4px',
    fontWeight: 700,
    borderBottom: `1px solid ${theme.color.border}`,
    svg: { width: 18, height: 18 },
  },
  [wide]: {
    gap: 4,
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    fontWeight: 600,
    color: theme.color.text,
    '&:hover': { background: theme.color.brandLight },
    '&[aria-current="true"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
    svg: { transition: 'transform .15s' },
    // Closed headers stay clickable above the open one and its backdrop.
    position: 'relative',
    zIndex: 2,
    'details[open] > &': { zIndex: 1 },
    // The open panel's backdrop is the summary's own pseudo-element: a press outside the panel toggles
    // the dropdown closed, with or without JavaScript.
    'details[open] > &::before': { content: '""', position: 'fixed', inset: 0, zIndex: -1, cursor: 'default' },
  },
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
});

const dropdownPanel = css({
  [wide]: {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    left: '50%',
    transform: 'translateX(-50%)',
    maxWidth: 'calc(100vw - 32px)',
    // As tall as the window allows below the header; when it must scroll, shadows at the cut edges
    // (scroll-linked backgrounds, no script) show that there is more.
    maxHeight: 'calc(100vh - 124px)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: [
      `linear-gradient(${theme.color.surface} 30%, rgba(255,255,255,0)) top / 100% 40px no-repeat local`,
      `linear-gradient(rgba(255,255,255,0), ${theme.color.surface} 70%) bottom / 100% 40px no-repeat local`,
      'radial-gradient(farthest-side at 50% 0, rgba(10,25,48,.22), rgba(10,25,48,0)) top / 100% 14px no-repeat scroll',
      'radial-gradient(farthest-side at 50% 100%, rgba(10,25,48,.22), rgba(10,25,48,0)) bottom / 100% 14px no-repeat scroll',
      theme.color.surface,
    ].join(', '),
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.panel,
    padding: 16,
    zIndex: 40,
  },
});

const groupHeading = css({
  color: theme.color.muted,
  textTransform: 'uppercase',
  [narrow]: { fontSize: '.72rem', letterSpacing: '.1em', fontWeight: 400, lineHeight: 1.55, margin: '10px 8px 2px' },
  [wide]: { fontSize: '.75rem', letterSpacing: '.08em', margin: '4px 10px 4px' },
});

const itemList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [narrow]: { padding: '6px 0 10px' },
  [wide]: { display: 'grid', gap: 4 },
});

const columnsOf = (columns: number) => css({ [wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } });

// An item is [icon box] title: the title is its last span, so `span:not(:last-of-type)` is the icon box.
const item = css({
  color: theme.color.text,
  textDecoration: 'none',
  [narrow]: {
    display: 'block',
    padding: '9px 8px',
    borderRadius: theme.radius.sm,
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
    '& > span:not(:last-of-type), small': { display: 'none' },
    strong: { fontWeight: 'normal' },
  },
  [wide]: {
    display: 'flex',
    gap: 12,
    alignItems: 'flex-start',
    padding: '7px 10px',
    borderRadius: theme.radius.md,
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
    '&[aria-current="page"]': { background: theme.color.brandLight },
    small: { display: 'block', color: theme.color.muted, fontSize: '.82rem', marginTop: 2 },
    strong: { display: 'block' },
    '& > span:not(:last-of-type)': {
      flex: 'none',
      display: 'grid',
      placeItems: 'center',
      width: 34,
      height: 34,
      borderRadius: theme.radius.sm,
      background: theme.color.brandLight,
      color: theme.color.brand,
    },
  },
});

// In the menu the index link ("All 23 integrations") closes the section as a row of its own; in the
// dropdown it sits top right, level with the first heading.
const moreList = css({ [wide]: { position: 'absolute', top: 20, right: 30, fontSize: '.85rem', lineHeight: '24px' } });

const moreLink = css({
  color: theme.color.text,
  [narrow]: {
    display: 'block',
    padding: '9px 8px',
    borderRadius: theme.radius.sm,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
  },
  [wide]: { fontWeight: 600, color: theme.color.brand },
});

const helpStyle = css({
  marginTop: 12,
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
  p: { margin: 0, color: theme.color.muted, fontSize: '.9rem', flex: '1 1 260px' },
  strong: { display: 'block', color: theme.color.text, marginBottom: 2 },
  a: { fontWeight: 600, color: theme.color.brand },
  [narrow]: { display: 'none' },
});

type SectionId = DropdownId | 'company';

interface Section {
  id: SectionId;
  label: string;
  groups: NavGroup[];
  dropdown?: Dropdown;
}

const sections: Section[] = [
  ...dropdowns.map((dropdown) => ({ id: dropdown.id, label: dropdown.label, groups: dropdown.groups, dropdown })),
  // Only the menu has a Company section (the header's top bar and the footer link those pages).
  { id: 'company', label: companyLinks.heading, groups: [companyLinks] },
];

/**
 * A group's heading: the dropdown shows its full text, the menu its short one. A shared ending is written
 * once, so each text is in the page once and a search for either finds one element.
 */
function GroupHeading({ group }: { group: NavGroup }) {
  const { heading, mobileHeading } = group;
  const shared = heading.toLowerCase().endsWith(mobileHeading.toLowerCase()) && mobileHeading !== '';
  return (
    <h2 css={groupHeading}>
      {shared ? (
        <>
          <span css={wideOnly}>{heading.slice(0, heading.length - mobileHeading.length)}</span>
          {heading.slice(heading.length - mobileHeading.length)}
        </>
      ) : (
        <>
          <span css={wideOnly}>{heading}</span>
          <span css={narrowOnly}>{mobileHeading}</span>
        </>
      )}
    </h2>
  );
}

function ItemLink({ item: { href, title, subtitle, icon }, onClick }: { item: NavItem; onClick: () => void }) {
  return (
    <Link to={href} css={item} onClick={onClick}>
      {icon && (
        <span>
          <Icon name={icon} />
        </span>
      )}
      <span>
        <strong>{title}</strong>
        {subtitle && <small>{subtitle}</small>}
      </span>
    </Link>
  );
}

interface SectionProps {
  section: Section;
  open: boolean;
  active: boolean;
  /** The dropdown closes on a press outside it and on Escape (not in the menu, which has its own). */
  dismissible: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
}

/** WAI-ARIA disclosure on <details>: a header dropdown, or a section of the menu's accordion. */
function NavSection({ section, open, active, dismissible, onOpenChange, onNavigate }: SectionProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const onDismiss = useCallback(
    (byEscape: boolean) => {
      onOpenChange(false);
      if (byEscape) ref.current?.querySelector('summary')?.focus();
    },
    [onOpenChange],
  );
  useDismiss(ref, open && dismissible, onDismiss);
  const { dropdown, groups } = section;
  const panelId = `nav-panel-${section.id}`;

  return (
    <details ref={ref} open={open} name="site-nav" css={sectionStyle}>
      <summary
        css={summaryStyle}
        aria-controls={panelId}
        aria-current={active ? 'true' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(!open);
        }}
      >
        {section.label}
        <ChevronDown size={16} aria-hidden="true" />
      </summary>
      <div id={panelId} css={[dropdownPanel, dropdown && css({ [wide]: { width: dropdown.width } })]}>
        {groups.map((group) => (
          <section key={group.heading} aria-label={group.heading}>
            {groups.length > 1 && <GroupHeading group={group} />}
            <ul css={[itemList, columnsOf(dropdown?.columns ?? 1)]}>
              {group.items.map((navItem) => (
                <li key={navItem.href}>
                  <ItemLink item={navItem} onClick={onNavigate} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {dropdown?.more && (
          <ul css={[itemList, moreList]}>
            <li>
              <Link to={dropdown.more.href} css={moreLink} onClick={onNavigate}>
                {dropdown.more.title}
                <span css={wideOnly}> →</span>
              </Link>
            </li>
          </ul>
        )}
        {dropdown && (
          <div css={helpStyle}>
            <p>
              <strong>{dropdown.help.title}</strong>
              {dropdown.help.text}
            </p>
            <Link to={dropdown.help.href} onClick={onNavigate}>
              {dropdown.help.cta} →
            </Link>
          </div>
        )}
      </div>
    </details>
  );
}

/** Hydration renders the server's snapshot (false); React renders again with the browser's (true). */
const noSubscription = () => () => undefined;

/**
 * The menu panel's element. The server's panel is a dialog (its menu may open before hydration); once
 * hydrated, only the open menu is. Hydration renders the server's snapshot, then React renders again at
 * once, synchronously, with the browser's: kept to this element, that render is one component, because the
 * children are the parent's unchanged elements and React skips them (it was the whole navigation).
 */
function MenuPanel({
  panelRef,
  menu,
  children,
}: {
  panelRef: RefObject<HTMLDivElement | null>;
  menu: boolean;
  children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const dialog = !hydrated || menu;
  return (
    // A div, not <dialog>: the panel is the header's navigation too, and opens without JavaScript.
    <div
      ref={panelRef}
      css={panel}
      role={dialog ? 'dialog' : undefined}
      aria-modal={menu ? 'true' : undefined}
      aria-labelledby={dialog ? 'mobile-menu-title' : undefined}
    >
      {children}
    </div>
  );
}

interface OpenState {
  /** The path the state belongs to: navigating closes everything. */
  path: string;
  menu: boolean;
  section: SectionId | null;
}

export function SiteNav() {
  const { demoUrl } = usePublicConfig();
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

  return (
    <div css={{ flex: 'none' }}>
      <details ref={toggleRef} open={menu} css={narrowOnly}>
        <summary
          css={toggle}
          aria-label={headerCopy.openMenu}
          onClick={(event) => {
            event.preventDefault();
            setMenu(!menu);
          }}
        >
          <MenuIcon size={26} aria-hidden="true" />
        </summary>
      </details>
      <MenuPanel panelRef={panelRef} menu={menu}>
        <div css={panelTitle}>
          <h2 id="mobile-menu-title">{headerCopy.menuTitle}</h2>
          <button ref={closeRef} type="button" aria-label={headerCopy.closeMenu} onClick={() => closeMenu(true)}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={headerCopy.mainNavLabel} css={navStyle}>
          <ul css={navList}>
            <li>
              <Link
                to={mainLinks.home.href}
                css={topLink}
                aria-current={active === 'home' ? 'page' : undefined}
                onClick={closeAll}
              >
                {mainLinks.home.title}
              </Link>
            </li>
            {sections.map((s) => (
              <li key={s.id} {...(!s.dropdown && { css: narrowOnly })}>
                <NavSection
                  section={s}
                  open={section === s.id}
                  active={active === s.id}
                  dismissible={!menu}
                  onOpenChange={(open) => setSection(open ? s.id : null)}
                  onNavigate={closeAll}
                />
              </li>
            ))}
            {[mainLinks.converter, mainLinks.supplier].map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  css={topLink}
                  aria-current={pathname === link.href ? 'page' : undefined}
                  onClick={closeAll}
                >
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div css={panelActions}>
          <ExternalLink href={demoUrl} css={{ background: theme.color.accentDark, color: '#fff' }} onClick={closeAll}>
            {headerCopy.scheduleDemo}
          </ExternalLink>
          <Link
            to="/contact"
            css={{ border: `2px solid ${theme.color.brand}`, color: theme.color.brand }}
            onClick={closeAll}
          >
            {headerCopy.contactUs}
          </Link>
        </div>
      </MenuPanel>
    </div>
  );
}
