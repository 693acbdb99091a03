/**
 * The app's server entry: a request and its services in, a routed React document out. server/pages/render.tsx
 * adapts it to Express (time budget, streaming, the page cache); nothing else in server/ reaches into client/.
 */
import { uneval } from 'devalue';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import type { ReactNode } from 'react';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router-dom';
import type { AssetManifest } from '../shared/asset-manifest';
import type { HeadCopy } from '../content/head';
import type { RouteEntry } from '../shared/routes';
import type { QueryClient } from '@tanstack/react-query';
import { isRouteHandle, type PageContext, type PageModule } from './page-module';
import type { PageServices } from './page-services';
import type { PublicConfig } from '../shared/public-config';
import { createRoutes, pageModules } from './routes';
import { App } from './shell/app';
import { bootScript } from './shell/boot-script';
import { PAGE_STATE_GLOBAL, type PageState } from './shell/page-state';
import { PageDataProvider } from './shell/page-data';
import { makeQueryClient } from './shell/query-client';
import { dehydrateQueryState, QUERY_STATE_GLOBAL } from './shell/query-state';
import { routerHydrationData } from './shell/router-state';
import { serverStyleCache } from './shell/server-style-cache';

export type { StaticHandlerContext };

/** The query client's module, which the browser loads before hydrating a page with query state. */
const QUERY_CLIENT = 'client/shell/query-client.ts';

/**
 * The chunks the matched pages need besides the entry module, preloaded with it (see bootScript): their
 * templates', the modules they load before hydrating for this data (PageModule.preloads), and the query
 * client's when the page carries query state.
 */
function pageAssets(manifest: AssetManifest, context: StaticHandlerContext, withQueries: boolean): string[] {
  const files = new Set(manifest.entryImports);
  const add = (module: string) => manifest.modules?.[module]?.forEach((f) => files.add(f));
  if (withQueries) add(QUERY_CLIENT);
  for (const { route } of context.matches) {
    if (!isRouteHandle(route.handle)) continue;
    manifest.pages[route.handle.page].forEach((f) => files.add(f));
    route.handle.preloads?.(context.loaderData[route.id]).forEach(add);
  }
  return [...files];
}

/** A loader that threw (not a 404 it meant with a status). */
export const loaderErrorOf = (context: StaticHandlerContext) =>
  Object.values(context.errors ?? {}).find((error) => !(error && typeof error === 'object' && 'status' in error));

export interface ServerEntry {
  /** Runs the matched routes' loaders (or action) for a request: a redirect Response, or the router context. */
  load: (request: Request, services: PageServices) => Promise<Response | StaticHandlerContext>;
  /** The document for a loaded request, and the stream options that embed its state and entry module. */
  document: (
    context: StaticHandlerContext,
    nonce: string,
  ) => { element: ReactNode; options: RenderToPipeableStreamOptions };
}

/** A request's services and query cache: the router's requestContext, which its loaders and actions read. */
class PageRequest {
  readonly page: PageContext;
  constructor(
    readonly services: PageServices,
    readonly queryClient: QueryClient,
  ) {
    this.page = { services, queryClient: () => Promise.resolve(queryClient) };
  }
}

/** Built once per process: route matching tables and resolved lazy pages are shared by all requests. */
export function createServerEntry(manifest: AssetManifest, config: PublicConfig): ServerEntry {
  const { query, dataRoutes } = createStaticHandler(
    createRoutes((context) => (context instanceof PageRequest ? context.page : missingServices())),
  );
  // What a request's loaders filled, for its document (the router's context is the request's handle).
  const loaded = new WeakMap<StaticHandlerContext, PageRequest>();
  const inStylesheet = Object.fromEntries((manifest.styles?.names ?? []).map((name) => [name, true] as const));
  return {
    async load(request, services) {
      // One cache per request: loaders fill it (ensureQueryData), the page's components read it, and what
      // the browser may have of it is written into the document (dehydrateQueryState).
      const requestContext = new PageRequest(services, makeQueryClient({ forRequest: true }));
      const context = await query(request, { requestContext });
      if (!(context instanceof Response)) loaded.set(context, requestContext);
      return context;
    },
    document(context, nonce) {
      const state: PageState = { config };
      const page = loaded.get(context);
      if (!page) throw new Error('document() takes a context that load() returned');
      const { queries } = dehydrateQueryState(page.queryClient);
      // Pages without data carry no query state (their bytes are what they were before queries).
      const queryState =
        queries.length > 0 ? `window.${QUERY_STATE_GLOBAL}=${uneval({ mutations: [], queries })};` : '';
      return {
        element: (
          <App cache={serverStyleCache(nonce, inStylesheet)} config={config}>
            <PageDataProvider value={{ services: page.services, client: page.queryClient }}>
              <StaticRouterProvider
                router={createStaticRouter(dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </PageDataProvider>
          </App>
        ),
        options: {
          nonce,
          // A Suspense boundary ready when the HTML is written stays in place: React would move a large one
          // (over 12.8 KB) to the end, hidden until a script puts it back (no JavaScript, no content).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // The state first, then the code that loads the entry module once the page has painted.
          bootstrapScriptContent: `window.__staticRouterHydrationData=${uneval(routerHydrationData(context))};window.${PAGE_STATE_GLOBAL}=${uneval(state)};${queryState}${bootScript(manifest.entry, pageAssets(manifest, context, queries.length > 0))}`,
        },
      };
    },
  };
}

const missingServices = (): never => {
  throw new Error('A loader ran without the request services (load() passes them as requestContext)');
};

/** What the build's stylesheet writer (scripts/build/styles/write-stylesheet.ts) marks the gathered styles with. */
export { NAMES_PROPERTY, NAMES_SELECTOR } from './shell/style-cache';

/** The head copy of a route-table page, from its page module (the og:image writer and tests read it; server only). */
export async function headOf(entry: RouteEntry): Promise<HeadCopy | undefined> {
  const module: PageModule = await pageModules[entry.page]();
  return module.head?.(entry.path);
}

/** The services a page's loaders, actions and queries get (server/pages/page-services.ts composes them). */
export type { PageServices } from './page-services';
