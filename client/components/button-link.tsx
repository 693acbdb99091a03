import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from './external-link';
import { buttonStyles } from './ui';

export type ButtonVariant = 'primary' | 'secondary' | 'outline';

type ButtonLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A site path (client-side navigation), or `#…`, `mailto:`, `tel:` (a plain link). */
  to: string;
  variant: ButtonVariant;
  /** Opens in a new tab (demo, app and other sites). */
  newTab?: boolean;
  /** Router options for site paths: replace the history entry, keep the scroll position. */
  replace?: boolean;
  preventScrollReset?: boolean;
  children: ReactNode;
};

const plain = /^(#|mailto:|tel:)/;

/** A link that looks like a button: the one place its markup and styles are chosen. */
export function ButtonLink({
  to,
  variant,
  newTab = false,
  replace,
  preventScrollReset,
  children,
  ...rest
}: ButtonLinkProps) {
  const style = [buttonStyles.base, buttonStyles[variant]];
  if (newTab) {
    return (
      <ExternalLink href={to} css={style} {...rest}>
        {children}
      </ExternalLink>
    );
  }
  if (plain.test(to)) {
    return (
      <a href={to} css={style} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} replace={replace} preventScrollReset={preventScrollReset} css={style} {...rest}>
      {children}
    </Link>
  );
}
