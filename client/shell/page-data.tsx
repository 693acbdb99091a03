import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';
import { browserServices, type PageServices } from '../page-services';

/**
 * What a page's components read their queries with: the services (for the queries' functions) and the query
 * cache the loaders filled. Our own context rather than QueryClientProvider, so the query library comes with
 * the pages that read data (their chunks), not with every page's shell.
 */
export interface PageData {
  services: PageServices;
  /** The cache; a page's loader has made it before the page renders. */
  client?: QueryClient;
}

/** The browser's (hydrate.tsx sets the cache when it makes it); the server provides each request's own. */
export const browserPageData: PageData = { services: browserServices };

const PageDataContext = createContext(browserPageData);

/** Provides a request's page data (the server's render). */
export const PageDataProvider = PageDataContext;

export const usePageData = (): PageData => use(PageDataContext);
