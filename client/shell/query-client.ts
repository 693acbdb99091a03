import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

const MINUTE = 60_000;

/**
 * One client per request on the server, one for the page's lifetime in the browser. The server passes
 * `retry: false`: a page has one time budget, and a source that failed once is not asked three more times.
 */
export function makeQueryClient({ retry = 3 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry,
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
