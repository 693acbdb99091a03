import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { isbot } from 'isbot';
import pLimit from 'p-limit';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createServerEntry,
  loaderErrorOf,
  type PageServices,
  type StaticHandlerContext,
} from '../../client/entry.server';
import type { AssetManifest } from '../../shared/asset-manifest';
import type { PublicConfig } from '../../shared/public-config';
import { blogsWithin } from './deadline';
import { toFetchRequest } from '../http/fetch-request';
import { fallbackErrorPage } from '../http/html-fallback';
import { getNonce } from '../http/nonce';
import { preparePage, type PreparedPage } from './prepared-page';
import { withoutTracking } from '../http/tracking-params';

interface RenderOptions {
  /** What pages read their data from (server/pages/page-services.ts composes them). */
  services: PageServices;
  manifest: AssetManifest;
  config: PublicConfig;
  timeoutMs: number;
}

/** Of a page's time budget (RENDER_TIMEOUT_MS), the share its data sources get; rendering gets the rest. */
const DATA_SHARE = 0.75;
/**
 * React renders on this one thread, so more renders at once only hold more half-built pages in memory (100
 * concurrent searches grew the process by ~200 MiB) and delay every one of them. A render holds its slot from
 * its start until React has finished it (onAllReady), not while a slow client reads it; data loading waits
 * outside the slots, so a slow upstream cannot starve them.
 */
const RENDER_SLOTS = 4;

const crawler = (req: ExpressRequest) => isbot(req.get('user-agent'));

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export interface Renderer {
  /** SSR catch-all: one request's page, streamed (complete HTML for crawlers), with this request's nonce. */
  handler: RequestHandler;
  /** A canonical GET path rendered whole for the page cache; undefined unless it is a plain 200 page. */
  renderWhole: (path: string) => Promise<PreparedPage | undefined>;
}

export function createRenderer({ services, manifest, config, timeoutMs }: RenderOptions): Renderer {
  const entry = createServerEntry(manifest, config);
  // Cached pages are rendered with this stand-in nonce, which preparePage then removes (random per process,
  // so no page text can contain it by accident).
  const marker = randomBytes(12).toString('hex');

  /** Loads a request's data through the router within the data share of the budget. */
  const load = (request: Request) =>
    entry.load(request, {
      ...services,
      blogs: blogsWithin(services.blogs, AbortSignal.timeout(Math.floor(timeoutMs * DATA_SHARE))),
    });

  const renderSlots = pLimit(RENDER_SLOTS);

  async function renderWhole(path: string): Promise<PreparedPage | undefined> {
    // One budget covers data and render (see handler).
    const started = Date.now();
    const context = await load(new Request(`${config.siteUrl}${path}`));
    if (context instanceof Response || context.statusCode !== 200 || loaderErrorOf(context) !== undefined)
      return undefined;
    const { element, options } = entry.document(context, marker);
    // The abort timer is cleared once the page is complete: left to run out, each one would keep its finished
    // render (stream, chunks) alive for the whole budget, thousands of pages under load (bench/soak.mjs).
    let timer: NodeJS.Timeout | undefined;
    const whole = () =>
      new Promise<string>((resolve, reject) => {
        const chunks: Buffer[] = [];
        let failure: Error | undefined;
        const sink = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            if (failure) reject(failure);
            else resolve(Buffer.concat(chunks).toString('utf8'));
            done();
          },
        });
        const stream = renderToPipeableStream(element, {
          ...options,
          onAllReady: () => stream.pipe(sink),
          onShellError: (error: unknown) => reject(asError(error)),
          onError: (error: unknown) => void (failure ??= asError(error)),
        });
        timer = setTimeout(
          () => stream.abort(new Error(`render exceeded ${timeoutMs} ms`)),
          Math.max(timeoutMs - (Date.now() - started), 100),
        ).unref();
      }).finally(() => clearTimeout(timer));
    return preparePage(await renderSlots(whole), marker);
  }

  /** Streams one request's document into `res`; calls `rendered` once React has finished its work on it. */
  function streamDocument(
    res: ExpressResponse,
    context: StaticHandlerContext,
    forCrawler: boolean,
    rendered: () => void,
    started: number,
  ) {
    const { element, options } = entry.document(context, getNonce(res.locals));
    let failed = false;
    const stream = renderToPipeableStream(element, {
      ...options,
      // Browsers get the shell as soon as it is ready; crawlers wait for the complete document.
      onShellReady() {
        if (forCrawler) return;
        if (failed) res.status(500);
        stream.pipe(res);
      },
      onAllReady() {
        if (forCrawler) {
          if (failed) res.status(500);
          stream.pipe(res);
        }
        rendered();
      },
      onShellError(error: unknown) {
        res.err = asError(error);
        if (!res.headersSent) res.status(500).set('Cache-Control', 'no-store').send(fallbackErrorPage);
        else res.end();
        rendered();
      },
      onError(error: unknown) {
        failed = true;
        res.err ??= asError(error);
      },
    });
    const renderBudget = Math.max(timeoutMs - (Date.now() - started), 100);
    const timer = setTimeout(() => stream.abort(new Error(`render exceeded ${timeoutMs} ms`)), renderBudget);
    res.on('close', () => {
      clearTimeout(timer);
      rendered();
    });
  }

  const handler: RequestHandler = async (req, res, next) => {
    try {
      // One budget covers data and render: a source that hangs is given up on in time for the page to
      // render its own error state within RENDER_TIMEOUT_MS.
      const started = Date.now();
      const url = withoutTracking(req.originalUrl);
      const context = await load(toFetchRequest(req, res, config.siteUrl, url));
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        if (location && context.status >= 300 && context.status < 400) return res.redirect(context.status, location);
        throw new Error(`Unexpected loader response ${context.status}`);
      }
      // A loader that threw (not a 404 it meant) is this request's error, logged on its one line.
      const loaderError = loaderErrorOf(context);
      if (loaderError !== undefined) res.err = asError(loaderError);

      // Anything a visitor sent (a form, a query) may be echoed in the page: never stored by any cache.
      const personal =
        (req.method !== 'GET' && req.method !== 'HEAD') || url.includes('?') || context.statusCode !== 200;
      res
        .status(context.statusCode)
        .set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': personal ? 'no-store' : 'no-cache' });
      // A page's action may say when to come back (the inspector, busy: 503 with Retry-After).
      const retryAfter = Object.values(context.actionHeaders)
        .map((h) => h.get('Retry-After'))
        .find((v) => v !== null);
      if (retryAfter) res.set('Retry-After', retryAfter);
      if (req.method === 'HEAD') return res.end();

      await renderSlots(() => {
        // A visitor who left while the page waited for a slot gets nothing rendered.
        if (res.destroyed) return;
        return new Promise<void>((settled) => streamDocument(res, context, crawler(req), settled, started));
      });
    } catch (error) {
      next(error);
    }
  };

  return { handler, renderWhole };
}
