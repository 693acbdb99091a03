import { useRouteHandle } from '../shell/route-entry';
import { PageHead, type PageHeadProps } from './page-head';

type RouteHeadProps = Omit<PageHeadProps, 'title' | 'description' | 'keywords' | 'canonical'> & {
  /** The page of a paginated list: pages after the first are canonical with their own ?page=. */
  page?: number;
};

/** The page head of a route-table page: its module's head copy, with optional page-specific additions. */
export function RouteHead({ page = 1, ...props }: RouteHeadProps) {
  const handle = useRouteHandle();
  if (!handle?.path || !handle.head) throw new Error('RouteHead used on a route without head copy');
  const { title, description, keywords } = handle.head;
  const canonical = page > 1 ? `${handle.path}?page=${page}` : handle.path;
  return <PageHead {...props} title={title} description={description} keywords={keywords} canonical={canonical} />;
}
