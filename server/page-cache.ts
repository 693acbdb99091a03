import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { type PreparedPage } from './prepared-page';
import { withoutTracking } from './tracking-params';

export type PageCacheState = 'hit' | 'stale' | 'miss';

export interface PageCacheOptions {
  ttlSeconds: number;
  maxBytes: number;
  /** Renders a canonical path whole; undefined when the page is not a plain 200 (not kept). */
  render: (path: string) => Promise<PreparedPage | undefined>;
  /** Whether a path can be a page at all (the route table and its dynamic sources); others never render here. */
  isPagePath: (path: string) => boolean;
  logger: Logger;
  /** Told of every lookup (metrics). */
  onLookup?: (state: PageCacheState) => void;
  /** Response headers every kept page carries (the security headers other than its own CSP). */
  fixedHeaders?: Record<string, string>;
}

/**
 * Finished pages, the same bytes for every visitor: rendered once per path, compressed once, served with a
 * strong ETag and a Cache-Control a CDN can honour. Keys are canonical paths (tracking parameters dropped;
 * any other query renders per request); memory is bounded in bytes (LRU). Concurrent misses of one path share
 * one render; an expired page is served while one re-render runs; a failed render never replaces a good page.
 */
export class PageCache {
  private readonly pages: LRUCache<string, PreparedPage>;

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
      fetchMethod: (path) => options.render(path),
    });
  }

  private get cacheControl(): string {
    const ttl = this.options.ttlSeconds;
    return `public, max-age=0, s-maxage=${ttl}, stale-while-revalidate=${ttl}`;
  }

  get enabled(): boolean {
    return this.options.ttlSeconds > 0 && this.options.maxBytes > 0;
  }

  /** The key of a request, or undefined when its page must be rendered for this request alone. */
  keyOf(req: Request): string | undefined {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    const url = withoutTracking(req.originalUrl);
    return url.includes('?') || !this.options.isPagePath(url) ? undefined : url;
  }

  /** Serves a kept page (filling it first on a miss); passes on when the request is not for one. */
  serve: RequestHandler = (req, res, next) => {
    const key = this.keyOf(req);
    if (key === undefined) return next();
    // A fresh page is answered synchronously: no promise, no render, nothing but the prepared bytes.
    const fresh = this.pages.get(key, { allowStale: false });
    if (fresh) {
      this.options.onLookup?.('hit');
      return this.send(req, res, fresh, 'hit');
    }
    const state: PageCacheState = this.pages.peek(key, { allowStale: true }) ? 'stale' : 'miss';
    this.pages.fetch(key).then(
      (page) => {
        if (!page) return next();
        this.options.onLookup?.(state);
        this.send(req, res, page, state);
      },
      (error: unknown) => {
        this.options.logger.warn({ err: error, path: key }, 'page cache: render failed, rendering per request');
        next();
      },
    );
  };

  private send(req: Request, res: Response, page: PreparedPage, state: PageCacheState) {
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
    for (const [name, value] of Object.entries(this.options.fixedHeaders ?? {})) res.setHeader(name, value);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', page.csp);
    res.setHeader('Cache-Control', this.cacheControl);
    res.setHeader('ETag', page.etag);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('X-Page-Cache', state);
    if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
    if (req.fresh) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.statusCode = 200;
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
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
