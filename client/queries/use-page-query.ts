import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import type { PageServices } from '../page-services';
import { usePageData } from '../shell/page-data';

/**
 * A query's data in a page's component: the options the loader ensured (`ensureQueryData`), read from the same
 * cache with useSuspenseQuery. On the first render in the browser the cache holds the server's dehydrated
 * state, so nothing is fetched; after a client-side navigation the loader has filled it.
 */
export function usePageQuery<T, K extends QueryKey>(
  options: (services: PageServices) => UseSuspenseQueryOptions<T, Error, T, K>,
): T {
  const { services, client } = usePageData();
  return useSuspenseQuery(options(services), client).data;
}
