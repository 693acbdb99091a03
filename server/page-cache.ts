import { randomBytes } from 'node:crypto';
import { PassThrough, type Writable } from 'node:stream';
import type { Request, RequestHandler, Response } from 'express';
import NodeCache from 'node-cache';
import { countPageCache } from './metrics/metrics';
import { getNonce } from './nonce';

const MAX_PAGES = 2000;

/**
 * Finished HTML of anonymous GET pages, kept for a short time. Every page here is the same for every
 * visitor except the per-request CSP nonce, so the nonce is stored as a placeholder and a fresh one
 * goes in on each hit. Only clean paths are kept (no query string: search and form results vary),
 * and only complete 200 renders.
 */
export class PageCache {
  private readonly pages: NodeCache;
  // Random per process, so no page text can ever contain it by accident.
  private readonly placeholder = `nonce-${randomBytes(12).toString('hex')}`;

  constructor(readonly ttlSeconds: number) {
    this.pages = new NodeCache({ stdTTL: ttlSeconds, checkperiod: Math.max(ttlSeconds, 1), useClones: false, maxKeys: MAX_PAGES });
    this.pages.on('expired', () => countPageCache('stale'));
  }

  get enabled(): boolean {
    return this.ttlSeconds > 0;
  }

  /** The cache key of a request, or undefined when its page must be rendered afresh. */
  keyOf(req: Request): string | undefined {
    if (!this.enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    return req.originalUrl.includes('?') ? undefined : req.path;
  }

  /** Serves a kept page, with this response's nonce. */
  serve: RequestHandler = (req, res, next) => {
    const key = this.keyOf(req);
    const html = key === undefined ? undefined : this.pages.get<string>(key);
    if (html === undefined) return next();
    countPageCache('hit');
    res.status(200).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', 'X-Page-Cache': 'hit' });
    res.send(html.replaceAll(this.placeholder, getNonce(res.locals)));
  };

  /**
   * A stream to render into: it passes everything on to the response and, when the render ends
   * cleanly with 200, keeps the page. `ok` is asked at the end so a late render error vetoes it.
   */
  recorder(key: string, res: Response, ok: () => boolean): Writable {
    const nonce = getNonce(res.locals);
    const chunks: Buffer[] = [];
    const tee = new PassThrough();
    tee.on('data', (chunk: Buffer) => chunks.push(chunk));
    tee.on('end', () => {
      if (!ok() || res.statusCode !== 200) return;
      if (this.pages.getStats().keys >= MAX_PAGES) return;
      this.pages.set(key, Buffer.concat(chunks).toString('utf8').replaceAll(nonce, this.placeholder));
    });
    tee.pipe(res);
    res.set('X-Page-Cache', 'miss');
    countPageCache('miss');
    return tee;
  }
}
