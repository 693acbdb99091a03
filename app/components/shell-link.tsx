import { Link, type LinkProps } from 'react-router-dom';

/**
 * react-router's Link without its `data-discover` attribute: that marks links for lazy route discovery,
 * which only framework mode uses; this data router never reads it. The shell's ~75 links appear on every
 * page, so the attribute would be 1.5 KB of each page's HTML.
 */
export function ShellLink(props: LinkProps) {
  return <Link discover="none" {...props} />;
}
