import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { contentCodingOf, type ContentCoding } from '../http/content-coding';
import { type PreparedPage } from './prepared-page';
import { withoutTracking } from '../http/tracking-params';

export type PageCacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
  /** Renders a canonical path whole; undefined when the page is not a plain 200 (not kept). */
  render: (path: string) => Promise<PreparedPage | undefined>;
  /** Whether a path can be a page at all (the route table and its dynamic sources); others never render here. */
  isPagePath: (path: string) => boolean;
  /**
   * Whether a page's URLs with a query (a filter, a page number, a search within the page) may be kept too,
   * each once it is asked for a second time. Not where each request must be counted (a rate-limited search).
   */
  keepsQueries?: (path: string) => boolean;
  logger: Logger;
  /** Told of every lookup (metrics). */
  onLookup?: (state: PageCacheState) => void;
  /** Response headers every kept page carries (the security headers other than its own CSP). */
  fixedHeaders?: Record<string, string>;
}

/** A URL with a query longer than this is never kept (a page's own queries are short). */
const MAX_QUERY_KEY = 200;

/**
 * Finished pages, the same bytes for every visitor: rendered once per path, compressed once, served with a
 * strong ETag and a Cache-Control a CDN can honour. Keys are canonical paths (tracking parameters dropped);
 * a URL with another query is kept from its second request on (keepsQueries), so a one-off query costs no
 * brotli pass and cannot push the site's pages out (the soak's filters and page numbers were a third of the
 * server's CPU, issue 46); memory is bounded in bytes (LRU). Concurrent misses of one key share one render;
 * an expired page is served while one re-render runs; a failed render never replaces a good page.
 */
export class PageCache {
  private readonly pages: LRUCache<string, PreparedPage>;
  // Each page's response headers per coding and cache state, made on first use: a hit only writes them. Flat
  // name/value lists: writeHead takes one as it is, where an object's entries go through setHeader one by one
  // whenever a header was set before (Node's _http_server.js, writeHead).
  // Each list twice: as Express sends it (the request id set before) and for the prepared lane, with the id last.
  private readonly headers = new WeakMap<PreparedPage, Map<string, { withoutId: string[]; withId: string[] }>>();
  // URLs with a query asked for once within the TTL (the second request keeps the page), or whose page is not
  // a plain 200 (rendered per request from then on, not loaded twice a request).
  private readonly queries: LRUCache<string, 'once' | 'never'>;
  // Pages kept for a URL with a query: what a visitor typed (a search within a page) is no shared cache's to store.
  private readonly queryPages = new WeakSet<PreparedPage>();

  constructor(private readonly options: PageCacheOptions) {
    this.pages = new LRUCache<string, PreparedPage>({
      maxSize: Math.max(options.maxBytes, 1),
      sizeCalculation: (page) => page.bytes,
      ttl: Math.max(options.ttlSeconds, 1) * 1000,
      allowStale: true,
      // A stale page stays until its re-render replaces it (serve() looks for fresh pages first).
      noDeleteOnStaleGet: true,
      allowStaleOnFetchRejection: true,
      noDeleteOnFetchRejection: true,
      fetchMethod: async (key) => {
        const page = await options.render(key);
        if (page && key.includes('?')) this.queryPages.add(page);
        return page;
      },
    });
    this.queries = new LRUCache<string, 'once' | 'never'>({ max: 4096, ttl: Math.max(options.ttlSeconds, 1) * 1000 });
  }

  private get cacheControl(): string {
    const ttl = this.options.ttlSeconds;
    return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`;
  }

  get enabled(): boolean {
    return this.options.ttlSeconds > 0 && this.options.maxBytes > 0;
  }

  /** The key of a request (its URL as sent), or undefined when its page must be rendered for this request alone. */
  keyOf(method: string | undefined, url: string): string | undefined {
    if (!this.enabled || (method !== 'GET' && method !== 'HEAD')) return undefined;
    const key = withoutTracking(url);
    const at = key.indexOf('?');
    if (at === -1) return this.options.isPagePath(key) ? key : undefined;
    const path = key.slice(0, at);
    const kept = key.length <= MAX_QUERY_KEY && this.options.keepsQueries?.(path) && this.options.isPagePath(path);
    return kept ? key : undefined;
  }

  /**
   * The fresh kept page a request asks for by its URL as sent, if there is one. Keys are canonical paths, so a
   * spelling that is not canonical simply finds nothing.
   */
  freshPageFor(req: IncomingMessage): PreparedPage | undefined {
    const key = this.keyOf(req.method, req.url ?? '');
    return key === undefined ? undefined : this.pages.get(key, { allowStale: false });
  }

  /**
   * Answers with a fresh page from freshPageFor: synchronously, nothing but the prepared bytes. `requestId`,
   * when given, is sent with the page's headers (in front of Express nothing has set it yet).
   */
  sendFresh(req: IncomingMessage, res: ServerResponse, page: PreparedPage, requestId?: string): void {
    this.options.onLookup?.('hit');
    this.send(req, res, page, 'hit', requestId);
  }

  /** Serves a kept page (filling it first on a miss); passes on when the request is not for one. */
  serve: RequestHandler = (req, res, next) => {
    const key = this.keyOf(req.method, req.originalUrl);
    if (key === undefined) return next();
    const kept = this.pages.get(key, { allowStale: false });
    if (kept) return this.sendFresh(req, res, kept);
    const state: PageCacheState = this.pages.peek(key, { allowStale: true }) ? 'stale' : 'miss';
    const query = key.includes('?');
    if (query && state === 'miss' && this.queries.get(key) !== 'once') {
      if (!this.queries.has(key)) this.queries.set(key, 'once');
      return next();
    }
    this.pages.fetch(key).then(
      (page) => {
        if (!page) {
          if (query) this.queries.set(key, 'never');
          return next();
        }
        this.options.onLookup?.(state);
        this.send(req, res, page, state);
      },
      (error: unknown) => {
        this.options.logger.warn({ err: error, path: key }, 'page cache: render failed, rendering per request');
        next();
      },
    );
  };

  private send(req: IncomingMessage, res: ServerResponse, page: PreparedPage, state: PageCacheState, id?: string) {
    const coding = contentCodingOf(req);
    const withBody = !fresh(req.headers, { etag: page.etag });
    const headers = this.headersOf(page, coding, state, withBody);
    if (id === undefined) res.writeHead(withBody ? 200 : 304, headers.withoutId);
    else {
      // The id goes in the last slot of the list kept for this kind of response: writeHead reads the list at once
      // (synchronously), so the next request may overwrite it; no copy of 40-odd entries per response.
      headers.withId[headers.withId.length - 1] = id;
      res.writeHead(withBody ? 200 : 304, headers.withId);
    }
    res.end(withBody && req.method !== 'HEAD' ? page[coding] : undefined);
  }

  private headersOf(page: PreparedPage, coding: ContentCoding, state: PageCacheState, withBody: boolean) {
    let made = this.headers.get(page);
    if (!made) this.headers.set(page, (made = new Map()));
    const name = `${coding} ${state} ${withBody}`;
    let headers = made.get(name);
    if (!headers) {
      const withoutId = Object.entries({
        ...this.options.fixedHeaders,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': page.csp,
        'Cache-Control': this.queryPages.has(page) ? 'no-store' : this.cacheControl,
        ETag: page.etag,
        Vary: 'Accept-Encoding',
        'X-Page-Cache': state,
        ...(coding !== 'identity' && { 'Content-Encoding': coding }),
        ...(withBody && { 'Content-Length': String(page[coding].length) }),
      }).flat();
      headers = { withoutId, withId: [...withoutId, 'X-Request-Id', ''] };
      made.set(name, headers);
    }
    return headers;
  }

  /** Renders these paths into the cache one after another, in the background (readiness does not wait). */
  async warm(paths: readonly string[]): Promise<number> {
    let kept = 0;
    for (const path of paths) {
      if (!this.enabled) break;
      try {
        if (await this.pages.fetch(path)) kept++;
      } catch (error) {
        this.options.logger.warn({ err: error, path }, 'page cache: warm-up render failed');
      }
    }
    return kept;
  }

  get sizeBytes(): number {
    return this.pages.calculatedSize;
  }

  has(path: string): boolean {
    return this.pages.has(path);
  }
}
