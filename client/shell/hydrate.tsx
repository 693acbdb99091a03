import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isPageState, PAGE_STATE_GLOBAL, QUERY_STATE_GLOBAL } from './page-state';
import { createRoutes } from '../routes';
import { SiteNavigation } from './site-navigation';
import { browserServices } from '../page-services';
import { isRouteHandle, type PageContext } from '../page-module';
import { App, EMOTION_KEY } from './app';
import { browserPageData } from './page-data';
import { adoptSiteStylesheet } from './style-cache';
import { browserStyleCache } from './browser-style-cache';

/**
 * Ends the current task, so the browser can paint and handle input before the next step. Each step of the
 * start-up below is a few milliseconds; run back to back with the bundle's evaluation they made one long
 * task (tens of ms on a phone) that delayed any input arriving meanwhile.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The server's dehydrated queries (client/shell/query-state.ts), set only on pages that read data. */
const queryState = (): DehydratedState | undefined => Reflect.get(window, QUERY_STATE_GLOBAL);

/** Takes over the server-rendered document: state, lazy page, router, then hydrateRoot, each in its own task. */
export async function hydrateDocument(): Promise<void> {
  await nextTask();
  const state: unknown = Reflect.get(window, PAGE_STATE_GLOBAL);
  if (!isPageState(state)) throw new Error('Page state missing: the server did not embed it');
  // The query cache holds the server's dehydrated state before the first render, so the page's queries read
  // it and fetch nothing. A page without data makes the cache (and loads the query library) only when a
  // loader first asks.
  let making: Promise<QueryClient> | undefined;
  const queryClient = () =>
    (making ??= import('./query-client').then(({ makeQueryClient, hydrateQueryState }) => {
      const fromServer = queryState();
      return (browserPageData.client = fromServer
        ? hydrateQueryState(makeQueryClient(), fromServer)
        : makeQueryClient());
    }));
  if (queryState()) await queryClient();
  const page: PageContext = { services: browserServices, queryClient };
  const routes = createRoutes(() => page);

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
  // And the code each page prepares for its loader data (PageModule.prepare; on the server its loader did).
  await Promise.all(
    router.state.matches.map(async ({ route }) => {
      const handle: unknown = route.handle;
      if (isRouteHandle(handle) && handle.prepare) await handle.prepare(router.state.loaderData[route.id]);
    }),
  );
  await nextTask();
  // React DOM is its own chunk (preloaded with the shell), evaluated here in a task of its own: with the rest
  // of the shell it made one evaluation task twice as long.
  const { hydrateRoot } = await import('./react-dom-client');
  await nextTask();
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  // Created before hydration: it moves the server's inline style tags into <head>. Its CSS compiler loads
  // once the page is interactive (browser-style-cache.ts): hydration inserts no rules.
  const { cache, loadCompiler } = browserStyleCache(EMOTION_KEY, nonce);
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
  await nextTask();
  void loadCompiler();
}
