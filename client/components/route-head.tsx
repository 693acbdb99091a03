import { useRouteEntry } from '../app/route-entry';
import { PageHead, type PageHeadProps } from './page-head';

/** The page head from the route table, with optional page-specific additions. */
export function RouteHead(props: Omit<PageHeadProps, 'title' | 'description' | 'keywords' | 'canonical'>) {
  const entry = useRouteEntry();
  if (!entry) throw new Error('RouteHead used on a route outside the route table');
  return (
    <PageHead
      {...props}
      title={entry.head.title}
      description={entry.head.description}
      keywords={entry.head.keywords}
      canonical={entry.path}
    />
  );
}
