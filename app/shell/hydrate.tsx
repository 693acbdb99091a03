import createCache from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { PAGE_STATE_GLOBAL, type PageState } from './page-state';
import { createRoutes } from '../routes';
import { isRouteHandle } from '../../shared/page-module';
import { App, EMOTION_KEY } from './app';
import { browserBlogGateway } from './blog-gateway';
import { browserLeadGateway } from './lead-gateway';
import { adoptSiteStylesheet } from './style-cache';

/** Takes over the server-rendered document: state, lazy page, router, then hydrateRoot. */
export async function hydrateDocument(): Promise<void> {
  const state = (window as unknown as Record<string, PageState | undefined>)[PAGE_STATE_GLOBAL];
  if (!state) throw new Error('Page state missing: the server did not embed it');
  // The first render uses the router's hydration data (the page's loader data, its only copy in the HTML).
  // The query cache is made when a loader first asks, seeded from that data so nothing is fetched twice.
  let restored: Promise<QueryClient> | undefined;
  const queryClient = () =>
    (restored ??= import('./query-client').then(({ makeQueryClient }) => seedFromFirstPage(makeQueryClient())));
  const services = { queryClient, leads: browserLeadGateway, blogs: browserBlogGateway };
  const routes = createRoutes(() => services);

  // Resolve the lazy routes of this URL first, so hydration renders exactly what the server did.
  const lazyMatches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );

  // Reads window.__staticRouterHydrationData (loader data and errors) set by the server.
  const router = createBrowserRouter(routes);
  const firstPage = { matches: router.state.matches, loaderData: router.state.loaderData };
  const seedFromFirstPage = (client: QueryClient) => {
    for (const { route } of firstPage.matches) {
      if (isRouteHandle(route.handle)) route.handle.seed?.(client, firstPage.loaderData[route.id]);
    }
    return client;
  };
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  // Created before hydration: it moves the server's inline style tags into <head>.
  const cache = createCache({ key: EMOTION_KEY, nonce });
  adoptSiteStylesheet(cache);

  startTransition(() => {
    hydrateRoot(
      document,
      <App cache={cache} config={state.config}>
        <RouterProvider router={router} />
      </App>,
    );
  });
}
