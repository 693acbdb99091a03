import { css } from '@emotion/react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { dropdowns, headerCopy, mainLinks, type DropdownId } from '../../content/navigation';
import { site } from '../../content/site';
import { activeSection } from '../../shared/routes';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { NavDropdown } from './nav-dropdown';

const container = css({ maxWidth: theme.container, margin: '0 auto', padding: '0 16px' });

const topBar = css({
  background: theme.color.dark,
  color: theme.color.onDark,
  fontSize: '.85rem',
  // Phones: smaller type, and the claim may take two lines inside the bar's height rather than be cut.
  [mq.belowSm]: { fontSize: '.78rem', lineHeight: 1.25 },
  a: { color: 'inherit', textDecoration: 'none' },
  'a:hover': { textDecoration: 'underline' },
});

const hideBelowMd = css({ display: 'none', [mq.md]: { display: 'inline-flex' } });
const hideBelowLg = css({ display: 'none', [mq.lg]: { display: 'inline' } });

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '5px 12px',
  borderRadius: theme.radius.pill,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

const navLink = css({
  display: 'block',
  padding: '10px 12px',
  borderRadius: theme.radius.sm,
  fontWeight: 600,
  color: theme.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
  '&:hover': { background: theme.color.brandLight },
  '&[aria-current="page"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
});

export function Header() {
  const { demoUrl, appUrl } = usePublicConfig();
  const { pathname } = useLocation();
  // The open dropdown belongs to the path it was opened on, so navigating closes it.
  const [open, setOpen] = useState<{ id: DropdownId; path: string } | null>(null);
  const openId = open?.path === pathname ? open.id : null;
  const setOpenId = (id: DropdownId | null) => setOpen(id ? { id, path: pathname } : null);
  const active = activeSection(pathname);

  return (
    <header css={{ position: 'sticky', top: 0, zIndex: 30, background: theme.color.surface, boxShadow: '0 1px 0 ' + theme.color.border }}>
      <div css={topBar}>
        <div css={[container, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, minHeight: 40 }]}>
          <Link to="/about-edi-converter" css={{ minWidth: 0, [mq.sm]: { whiteSpace: 'nowrap' } }}>
            {site.topBarText}
          </Link>
          <div css={{ display: 'flex', flex: 'none', alignItems: 'center', gap: 14 }}>
            <span css={hideBelowLg}>{site.topBarClaim}</span>
            <ExternalLink href={demoUrl} css={[pill, { background: theme.color.accentDark, color: '#fff !important' }]}>
              {headerCopy.scheduleDemo}
            </ExternalLink>
            <Link to="/contact" css={hideBelowMd}>
              {headerCopy.contactUs}
            </Link>
            <ExternalLink href={appUrl} css={hideBelowMd}>
              {headerCopy.login}
            </ExternalLink>
          </div>
        </div>
      </div>
      <div css={[container, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16, minHeight: 68 }]}>
        <Link to="/" aria-label={headerCopy.logoLabel} css={{ flex: 'none', textDecoration: 'none' }}>
          <Logo />
        </Link>
        <nav aria-label={headerCopy.mainNavLabel} css={{ display: 'none', [mq.nav]: { display: 'block' } }}>
          <ul css={{ display: 'flex', alignItems: 'center', gap: 2, listStyle: 'none', margin: 0, padding: 0, fontSize: '.95rem' }}>
            <li>
              <Link to={mainLinks.home.href} css={navLink} aria-current={active === 'home' ? 'page' : undefined}>
                {mainLinks.home.title}
              </Link>
            </li>
            {dropdowns.map((dropdown) => (
              <li key={dropdown.id}>
                <NavDropdown
                  dropdown={dropdown}
                  open={openId === dropdown.id}
                  active={active === dropdown.id}
                  onOpenChange={(isOpen) => setOpenId(isOpen ? dropdown.id : null)}
                />
              </li>
            ))}
            {[mainLinks.converter, mainLinks.supplier].map((link) => (
              <li key={link.href}>
                <Link to={link.href} css={navLink} aria-current={pathname === link.href ? 'page' : undefined}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu key={pathname} />
      </div>
    </header>
  );
}
