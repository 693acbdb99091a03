import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { SiteNavigation } from '../shell/site-navigation';

type ShellLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
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
 * A link of the header, navigation and footer: an anchor that navigates in place once the page has
 * hydrated. Not react-router's Link: the shell's ~75 links are on every page, and Link resolves its path
 * through several hooks per link (together ~7 % of a per-request render's CPU in a profile), where these
 * paths are already absolute. As Link does, a click on the page already shown replaces the history entry.
 */
export function ShellLink({ to, onClick, children, ...rest }: ShellLinkProps) {
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
