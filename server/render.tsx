import createCache from '@emotion/cache';
import { dehydrate } from '@tanstack/react-query';
import { uneval } from 'devalue';
import type { RequestHandler } from 'express';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { preloadModule } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { App, EMOTION_KEY } from '../client/app/app';
import type { PageServices, RouteHandle } from '../client/app/page-module';
import type { BlogGateway } from '../shared/blog';
import type { LeadGateway } from '../shared/lead-types';
import { createRoutes } from '../client/routes';
import { PAGE_STATE_GLOBAL, type PageState } from '../shared/page-state';
import type { PublicConfig } from '../shared/public-config';
import { makeQueryClient } from '../shared/query-client';
import { toFetchRequest } from './fetch-request';
import { fallbackErrorPage } from './html-fallback';
import type { AssetManifest } from './manifest';
import { getNonce } from './nonce';
import type { PageCache } from './page-cache';
import { routerHydrationData } from './router-state';

interface RenderOptions {
  leads: LeadGateway;
  blogs: BlogGateway;
  manifest: AssetManifest;
  config: PublicConfig;
  logger: Logger;
  timeoutMs: number;
  pageCache?: PageCache;
}

/** The chunks the matched pages need, for modulepreload ahead of the entry module. */
function pageAssets(manifest: AssetManifest, context: StaticHandlerContext): string[] {
  const files = new Set(manifest.entryImports);
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle) manifest.pages[handle.page].forEach((f) => files.add(f));
  }
  return [...files];
}

function Preloads({ files, nonce }: { files: string[]; nonce: string }) {
  for (const href of files) preloadModule(href, { as: 'script', nonce });
  return null;
}


/** SSR catch-all: load data through the router, then stream the document (complete HTML for crawlers). */
export function ssrHandler({ leads, blogs, manifest, config, logger, timeoutMs, pageCache }: RenderOptions): RequestHandler {
  // Built once: route matching tables and resolved lazy pages are shared by all requests.
  const { query, dataRoutes } = createStaticHandler(createRoutes((context) => context as PageServices));
  return async (req, res, next) => {
    try {
      const queryClient = makeQueryClient();
      const requestContext: PageServices = { queryClient: () => Promise.resolve(queryClient), leads, blogs };
      const context = await query(toFetchRequest(req, res, config.siteUrl), { requestContext });
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        if (location && context.status >= 300 && context.status < 400) return res.redirect(context.status, location);
        throw new Error(`Unexpected loader response ${context.status}`);
      }
      if (context.errors) {
        for (const error of Object.values(context.errors)) {
          if (!(error && typeof error === 'object' && 'status' in error)) req.log.error({ err: error }, 'loader failed');
        }
      }

      // A form post's answer holds what the visitor sent: never kept by any cache.
      res.status(context.statusCode).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': req.method === 'POST' ? 'no-store' : 'no-cache' });
      if (req.method === 'HEAD') return res.end();

      const nonce = getNonce(res.locals);
      const state: PageState = { query: dehydrate(queryClient), config };
      const router = createStaticRouter(dataRoutes, context);
      const cache = createCache({ key: EMOTION_KEY, nonce });
      const crawler = isbot(req.get('user-agent'));
      // A page that will be kept is rendered whole first, so every later visitor gets complete HTML.
      const cacheKey = context.statusCode === 200 ? pageCache?.keyOf(req) : undefined;

      let failed = false;
      const stream = renderToPipeableStream(
        <App cache={cache} config={config}>
          <Preloads files={pageAssets(manifest, context)} nonce={nonce} />
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>,
        {
          nonce,
          bootstrapScriptContent:
            `window.__staticRouterHydrationData=${uneval(routerHydrationData(context))};` +
            `window.${PAGE_STATE_GLOBAL}=${uneval(state)};`,
          bootstrapModules: [manifest.entry],
          // Browsers get the shell as soon as it is ready; crawlers wait for the complete document.
          [crawler || cacheKey !== undefined ? 'onAllReady' : 'onShellReady']() {
            if (failed) res.status(500);
            const keep = pageCache && cacheKey !== undefined && !failed;
            stream.pipe(keep ? pageCache.recorder(cacheKey, res, () => !failed) : res);
          },
          onShellError(error: unknown) {
            logger.error({ err: error, url: req.originalUrl }, 'shell render failed');
            if (!res.headersSent) res.status(500).set('Cache-Control', 'no-store').send(fallbackErrorPage);
            else res.end();
          },
          onError(error: unknown) {
            failed = true;
            logger.error({ err: error, url: req.originalUrl }, 'render error');
          },
        },
      );
      const timer = setTimeout(() => stream.abort(new Error(`render exceeded ${timeoutMs} ms`)), timeoutMs);
      res.on('close', () => clearTimeout(timer));
    } catch (error) {
      next(error);
    }
  };
}
