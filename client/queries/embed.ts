import type { Query } from '@tanstack/react-query';

/**
 * The guard on what reaches the browser: a query is written into the page's HTML only when its options say
 * so (`meta: embedded`) and it found something (null, "no such entry", is a 404 page's, which reads none). Default deny: a query without the mark (a server-only source, a
 * list a loader read to choose from) stays in the request's cache and goes with it.
 */
export const embedded = { embed: true } as const;

export const isEmbedded = (query: Pick<Query, 'meta' | 'state'>): boolean =>
  query.state.status === 'success' && query.state.data !== null && query.meta?.['embed'] === true;
