import { css, keyframes } from '@emotion/react';
import { ChevronDown, MenuIcon, X } from './icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { companyLinks, dropdowns, headerCopy, mainLinks, type NavGroup } from '../../content/navigation';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { ExternalLink } from './external-link';
import { useDismiss } from './use-dismiss';
import { useFocusTrap } from './use-focus-trap';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

const root = css({ [mq.nav]: { display: 'none' } });

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
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(360px, 88vw)',
  background: theme.color.surface,
  zIndex: 60,
  display: 'flex',
  flexDirection: 'column',
  boxShadow: theme.shadow.panel,
  animation: `${slideIn} .22s ease-out`,
  [mq.reducedMotion]: { animation: 'none' },
  // Without JavaScript the × cannot run a handler: the panel's title row lets presses through to the
  // backdrop below it (the toggle's pseudo-element), which closes the menu natively.
  'html:not([data-hydrated]) &': { pointerEvents: 'none', '& > nav, & > div:last-of-type': { pointerEvents: 'auto' } },
});

const sectionSummary = css({
  listStyle: 'none',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '14px 4px',
  fontWeight: 700,
  cursor: 'pointer',
  borderBottom: `1px solid ${theme.color.border}`,
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
});

const linkList = css({
  listStyle: 'none',
  margin: 0,
  padding: '6px 0 10px',
  a: { display: 'block', padding: '9px 8px', color: theme.color.text, textDecoration: 'none', borderRadius: theme.radius.sm },
  'a:hover, a:focus-visible': { background: theme.color.brandLight },
});

const subheading = css({ fontSize: '.72rem', letterSpacing: '.1em', color: theme.color.muted, margin: '10px 8px 2px' });

const directLink = css({
  display: 'block',
  padding: '14px 4px',
  fontWeight: 700,
  color: theme.color.text,
  textDecoration: 'none',
  borderBottom: `1px solid ${theme.color.border}`,
});

const button = css({
  display: 'block',
  textAlign: 'center',
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  fontWeight: 700,
  textDecoration: 'none',
});

type SectionId = (typeof dropdowns)[number]['id'] | 'company';

/** Below the md breakpoint: a right slide-in dialog with one accordion section open at a time. */
export function MobileMenu() {
  const { demoUrl } = usePublicConfig();
  const [open, setOpen] = useState(false);
  const [section, setSection] = useState<SectionId | null>(null);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) detailsRef.current?.querySelector('summary')?.focus();
  }, []);
  const onDismiss = useCallback((byEscape: boolean) => byEscape && close(true), [close]);
  useDismiss(panelRef, open, onDismiss);
  useFocusTrap(panelRef, open, closeRef);

  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  const renderGroups = (groups: NavGroup[]) =>
    groups.map((group) => (
      <div key={group.heading}>
        {groups.length > 1 && group.mobileHeading && <p css={subheading}>{group.mobileHeading}</p>}
        <ul css={linkList}>
          {group.items.map((item) => (
            <li key={item.href}>
              <Link to={item.href} onClick={() => close(false)}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    ));

  const sections: { id: SectionId; label: string; groups: NavGroup[] }[] = [
    // The index link ("All 23 integrations") closes the section as a group of its own.
    ...dropdowns.map((d) => ({ id: d.id, label: d.label, groups: d.more ? [...d.groups, { heading: d.more.title, mobileHeading: '', items: [d.more] }] : d.groups })),
    { id: 'company', label: companyLinks.heading, groups: [companyLinks] },
  ];

  return (
    <details ref={detailsRef} open={open} css={root}>
      <summary
        css={toggle}
        aria-label={headerCopy.openMenu}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
      >
        <MenuIcon size={26} aria-hidden="true" />
      </summary>
      {/* A div, not <dialog>: inside <details> the panel opens without JavaScript. */}
      {/* oxlint-disable-next-line jsx-a11y/prefer-tag-over-role */}
      <div ref={panelRef} css={panel} role="dialog" aria-modal="true" aria-labelledby="mobile-menu-title">
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '14px 18px', borderBottom: `1px solid ${theme.color.border}` }}>
          <h2 id="mobile-menu-title" css={{ margin: 0, fontSize: '1.2rem' }}>
            {headerCopy.menuTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            aria-label={headerCopy.closeMenu}
            onClick={() => close(true)}
            css={{ display: 'grid', placeItems: 'center', width: 40, height: 40, border: 0, background: 'transparent', cursor: 'pointer', color: theme.color.text }}
          >
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <nav aria-label={headerCopy.mobileNavLabel} css={{ flex: 1, overflowY: 'auto', padding: '4px 18px' }}>
          <Link to={mainLinks.home.href} css={directLink} onClick={() => close(false)}>
            {mainLinks.home.title}
          </Link>
          {sections.map((s) => (
            <details key={s.id} open={section === s.id} name="mobile-nav-section">
              <summary
                css={sectionSummary}
                onClick={(event) => {
                  event.preventDefault();
                  setSection(section === s.id ? null : s.id);
                }}
              >
                {s.label}
                <ChevronDown size={18} aria-hidden="true" />
              </summary>
              {renderGroups(s.groups)}
            </details>
          ))}
          <Link to={mainLinks.converter.href} css={directLink} onClick={() => close(false)}>
            {mainLinks.converter.title}
          </Link>
          <Link to={mainLinks.supplier.href} css={directLink} onClick={() => close(false)}>
            {mainLinks.supplier.title}
          </Link>
        </nav>
        <div css={{ display: 'grid', gap: 10, padding: 18, borderTop: `1px solid ${theme.color.border}` }}>
          <ExternalLink href={demoUrl} css={[button, { background: theme.color.accentDark, color: '#fff' }]} onClick={() => close(false)}>
            {headerCopy.scheduleDemo}
          </ExternalLink>
          <Link to="/contact" css={[button, { border: `2px solid ${theme.color.brand}`, color: theme.color.brand }]} onClick={() => close(false)}>
            {headerCopy.contactUs}
          </Link>
        </div>
      </div>
    </details>
  );
}
