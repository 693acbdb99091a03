import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { referenceChromeCopy as copy } from '../../../content/pages/reference-chrome';
import { theme } from '../../lib/theme';
import { useRouteHandle } from '../../shell/route-entry';
import { breadcrumbTrail } from '../structured-data';
import { container } from '../ui';

export interface Crumb {
  name: string;
  path: string;
}

const trail = css({
  padding: '10px 16px',
  fontSize: '.9rem',
  // Steps flow as a line of text: a long last step (a page's full title) wraps after the steps before it,
  // where as flex items it dropped to a line of its own under a hanging separator at 390 px.
  ol: { listStyle: 'none', margin: 0, padding: 0, lineHeight: '24px' },
  li: { display: 'inline' },
  // The separator is drawn, not read: the list already says each step.
  'li + li::before': { content: '"›"', margin: '0 8px', color: theme.color.muted },
  a: { display: 'inline-block', minHeight: 24, lineHeight: '24px' },
  '[aria-current]': { color: theme.color.muted, overflowWrap: 'anywhere' },
});

/**
 * The way up from a reference page, drawn from the same steps as its BreadcrumbList JSON-LD (the page passes
 * one list to both), so what a crawler reads and what a visitor sees stay one trail.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  return (
    <nav aria-label={copy.breadcrumb} css={[container, trail]}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i === last ? <span aria-current="page">{c.name}</span> : <Link to={c.path}>{c.name}</Link>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The trail of a route-table page, the same steps its head's JSON-LD is built from (page-head.tsx). */
export function RouteBreadcrumbs() {
  const handle = useRouteHandle();
  if (!handle?.path || !handle.head) return null;
  return <Breadcrumbs crumbs={breadcrumbTrail(handle.path, handle.head.title)} />;
}
