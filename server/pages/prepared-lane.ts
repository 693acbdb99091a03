import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { logPreparedResponse } from '../logger';
import { measureResponse } from '../metrics/metrics';
import { pageLabel } from '../metrics/route-label';
import type { PageCache } from './page-cache';

export interface PreparedLaneOptions {
  pageCache: PageCache;
  logger: Logger;
  /** Which hops may name the client (X-Forwarded-For); the same function Express's `trust proxy` uses. */
  trust: (address: string, hop: number) => boolean;
}

/**
 * The listener in front of Express: a GET or HEAD for a fresh kept page is answered here, from its prepared
 * bytes, with the same log line, request id and metrics as any response; everything else goes to `app`.
 * A kept page is the most frequent response and the cheapest, so it does not pay for Express's middleware
 * stack. Only canonical paths are kept, so a non-canonical spelling finds nothing here and Express redirects it.
 */
export function preparedLane(app: RequestListener, { pageCache, logger, trust }: PreparedLaneOptions): RequestListener {
  return (req, res) => {
    const page = pageCache.freshPageFor(req);
    if (!page) return app(req, res);
    const path = (req.url ?? '/').split('?', 1)[0] ?? '/';
    measureResponse(req, res, () => pageLabel(path) ?? 'other');
    const id = logPreparedResponse(logger, req, res, () => proxyaddr(req, trust));
    pageCache.sendFresh(req, res, page, id);
  };
}
