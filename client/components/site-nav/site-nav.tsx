// The site's navigation component, SiteNav: the header's dropdowns at `mq.nav` and wider, the slide-in menu below.
import { headerCopy, mainLinks, type NavHref } from '../../../content/navigation';
import type { SitePath } from '../../../shared/routes';
import { theme } from '../../lib/theme';
import { usePublicConfig } from '../../shell/config-context';
import { ExternalLink } from '../external-link';
import { SiteLink as Link } from '../site-link';
import { MenuIcon, X } from '../icon';
import { MenuPanel } from './panels';
import { NavSection, sections } from './sections';
import { narrowOnly, navList, navStyle, panelActions, panelTitle, toggle, topLink } from './styles';
import { useNavState } from './use-nav-state';

/*
 * The site's navigation, rendered once: at `mq.nav` and wider its sections are the header's dropdowns; below
 * it the same elements form the slide-in menu behind the menu button, sections as an accordion. Every open
 * state lives on a <details> (the sections share a `name`, so one is open at a time), so both layouts work
 * before and without JavaScript; once hydrated, React drives the same elements.
 */

/** Every page the navigation content links to is a page of the route table: a stray href fails to compile. */
export const navHrefsAreSitePaths: [Exclude<NavHref, SitePath>] extends [never] ? true : never = true;

export function SiteNav() {
  const { demoUrl } = usePublicConfig();
  const { pathname, menu, section, active, toggleRef, panelRef, closeRef, setSection, setMenu, closeMenu, closeAll } =
    useNavState();

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
