import createCache from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isPageState, PAGE_STATE_GLOBAL } from './page-state';
import { createRoutes } from '../routes';
import { SiteNavigation } from './site-navigation';
import { isRouteHandle } from '../page-module';
import type { BlogGateway } from '../../shared/blog';
import type { LeadGateway } from '../../shared/lead-types';
import type { PageServices } from '../page-module';
import { App, EMOTION_KEY } from './app';
import { adoptSiteStylesheet } from './style-cache';

// The gateways load with the first loader or action that calls them (a client-side navigation or a
// form post), not with the page: the first render never does.
const leads: LeadGateway = {
  submit: async (kind, input) => (await import('./lead-gateway')).browserLeadGateway.submit(kind, input),
};
const blogs: BlogGateway = {
  list: async () => (await import('./blog-gateway')).browserBlogGateway.list(),
  get: async (id) => (await import('./blog-gateway')).browserBlogGateway.get(id),
};

/**
 * Ends the current task, so the browser can paint and handle input before the next step. Each step of the
 * start-up below is a few milliseconds; run back to back with the bundle's evaluation they made one long
 * task (tens of ms on a phone) that delayed any input arriving meanwhile.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Takes over the server-rendered document: state, lazy page, router, then hydrateRoot, each in its own task. */
/** The inspector's directory loader: it comes with the inspector's code, not with every page. */
const edifactDirectories: PageServices['edifactDirectories'] = (ids) =>
  import('../inspector/dictionaries').then((m) => m.fetchDirectories(ids));

/** Inspections after a client-side navigation run on the page, with the same engine. */
const inspect: PageServices['inspect'] = (text, sampleId) =>
  import('../../shared/inspector/page-inspection').then((m) => m.inspectText(text, sampleId, edifactDirectories));

/** A directory page's data after a client-side navigation (its fetch comes with the first such navigation). */
const edifactPage: PageServices['edifactPage'] = (path) =>
  import('./edifact-gateway').then((m) => m.fetchEdifactPage(path));

/** Results for the search page after a client-side navigation: the server's, through /api/search. */
const search: PageServices['search'] = (q, offset) =>
  import('./search-gateway').then((m) => m.fetchSearch(q, 50, undefined, offset));

export async function hydrateDocument(): Promise<void> {
  await nextTask();
  const state: unknown = Reflect.get(window, PAGE_STATE_GLOBAL);
  if (!isPageState(state)) throw new Error('Page state missing: the server did not embed it');
  // The first render uses the router's hydration data (the page's loader data, its only copy in the HTML).
  // The query cache is made when a loader first asks, seeded from that data so nothing is fetched twice.
  let restored: Promise<QueryClient> | undefined;
  const queryClient = () =>
    (restored ??= import('./query-client').then(({ makeQueryClient }) => seedFromFirstPage(makeQueryClient())));
  const services = { queryClient, leads, blogs, edifactDirectories, inspect, edifactPage, search };
  const routes = createRoutes(() => services);

  // Resolve the lazy routes of this URL first, so hydration renders exactly what the server did.
  const lazyMatches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );

  await nextTask();
  // Reads window.__staticRouterHydrationData (loader data and errors) set by the server.
  const router = createBrowserRouter(routes);
  const firstPage = { matches: router.state.matches, loaderData: router.state.loaderData };
  const seedFromFirstPage = (client: QueryClient) => {
    for (const { route } of firstPage.matches) {
      if (isRouteHandle(route.handle)) route.handle.seed?.(client, firstPage.loaderData[route.id]);
    }
    return client;
  };
  await nextTask();
  // React DOM is its own chunk (preloaded with the shell), evaluated here in a task of its own: with the rest
  // of the shell it made one evaluation task twice as long.
  const { hydrateRoot } = await import('./react-dom-client');
  await nextTask();
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  // Created before hydration: it moves the server's inline style tags into <head>.
  const cache = createCache({ key: EMOTION_KEY, nonce });
  adoptSiteStylesheet(cache);

  startTransition(() => {
    hydrateRoot(
      document,
      <App cache={cache} config={state.config}>
        <SiteNavigation value={(to, options) => void router.navigate(to, options)}>
          <RouterProvider router={router} />
        </SiteNavigation>
      </App>,
    );
  });
}
