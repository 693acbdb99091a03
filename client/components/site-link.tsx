import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { SiteNavigation } from '../shell/site-navigation';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path (`/…`). */
  to: string;
};

/** A click the browser would follow in this tab: react-router's Link lets the same ones through. */
const inThisTab = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (event.currentTarget.target === '' || event.currentTarget.target === '_self');

/**
 * A link to a site path: an anchor that navigates in place once the page has hydrated. Not react-router's
 * Link, which resolves its path through several hooks per link (the shell's ~75 links alone were ~7 % of a
 * per-request render's CPU in a profile), where these paths are already absolute. As Link does, a click on
 * the page already shown replaces the history entry. Links that need Link's options (replace,
 * preventScrollReset, a relative path) keep Link.
 */
export function SiteLink({ to, onClick, children, ...rest }: SiteLinkProps) {
  const navigate = useContext(SiteNavigation);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !inThisTab(event)) return;
    event.preventDefault();
    const { pathname, search, hash } = window.location;
    navigate(to, { replace: `${pathname}${search}${hash}` === to });
  };
  return (
    <a href={to} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
