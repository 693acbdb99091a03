import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

const MINUTE = 60_000;

/**
 * One client per request on the server, one for the page's lifetime in the browser. The server's
 * (`forRequest`) never retries: a page has one time budget, and a source that failed once is not asked three
 * more times. Nor does it time its queries' removal: it goes with its request, and a 10-minute timer per query
 * would hold every request's data that long (TanStack's own server default, an infinite gcTime, sets none).
 */
export function makeQueryClient({ forRequest = false }: { forRequest?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: forRequest ? Number.POSITIVE_INFINITY : 10 * MINUTE,
        retry: forRequest ? false : 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The server's state into the browser's cache, as fresh as the page (the server wrote no clock into it). */
export function hydrateQueryState(client: QueryClient, state: DehydratedState): QueryClient {
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((q) => ({ ...q, dehydratedAt: now, state: { ...q.state, dataUpdatedAt: now } })),
  });
  return client;
}
