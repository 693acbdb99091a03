import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from '../../shared/query-client';

/** The browser's query cache, seeded with what the server's loaders fetched, so nothing is fetched twice. */
export function restoreQueryClient(state: DehydratedState): QueryClient {
  const client = makeQueryClient();
  hydrate(client, state);
  return client;
}
