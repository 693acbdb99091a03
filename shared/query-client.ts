import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** One client per request on the server, one for the page's lifetime in the browser (spec part 1 §7). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });
}
