import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isEmbedded } from '../queries/embed';

export { QUERY_STATE_GLOBAL } from './page-state';

/**
 * The request's queries the browser may have (client/queries/embed.ts), as TanStack Query's dehydrated state.
 * Its clock readings are zeroed: a page rendered twice is the same bytes (the page cache's ETag and the hash
 * in its CSP), and the browser stamps the data with its own load time (hydrateQueryState).
 */
export function dehydrateQueryState(client: QueryClient): DehydratedState {
  const { queries } = dehydrate(client, { shouldDehydrateQuery: isEmbedded });
  return {
    mutations: [],
    queries: queries.map((q) => ({ ...q, dehydratedAt: 0, state: { ...q.state, dataUpdatedAt: 0 } })),
  };
}
