import { useRouteEntry } from '../app/route-entry';
import { PageHead, type PageHeadProps } from './page-head';

type RouteHeadProps = Omit<PageHeadProps, 'title' | 'description' | 'keywords' | 'canonical'> & {
  /** The page of a paginated list: pages after the first are canonical with their own ?page=. */
  page?: number;
};

/** The page head from the route table, with optional page-specific additions. */
export function RouteHead({ page = 1, ...props }: RouteHeadProps) {
  const entry = useRouteEntry();
  if (!entry) throw new Error('RouteHead used on a route outside the route table');
  return (
    <PageHead
      {...props}
      title={entry.head.title}
      description={entry.head.description}
      keywords={entry.head.keywords}
      canonical={page > 1 ? `${entry.path}?page=${page}` : entry.path}
    />
  );
}
