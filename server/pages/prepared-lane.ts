import type { RequestListener } from 'node:http';
import type { Logger } from 'pino';
import proxyaddr from 'proxy-addr';
import { logPreparedResponse, requestIdOf } from '../logger';
import { countResponse } from '../metrics/metrics';
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
 * Its metrics and its log line are written by one `finish` listener from what was read once at the start (the
 * socket's byte count, the clocks), not by one listener each (issue 46: the lane's own cost under wrk).
 */
export function preparedLane(app: RequestListener, { pageCache, logger, trust }: PreparedLaneOptions): RequestListener {
  return (req, res) => {
    const page = pageCache.freshPageFor(req);
    if (!page) return app(req, res);
    const id = requestIdOf(req);
    const socket = req.socket;
    const written = socket.bytesWritten;
    const started = process.hrtime.bigint();
    const startedAt = logger.isLevelEnabled('info') ? Date.now() : undefined;
    // A response finishes once and is then dropped: `on` spares `once`'s wrapper on the busiest path.
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const bytes = socket.bytesWritten - written;
      const { method, url } = req;
      const route = pageLabel((url ?? '/').split('?', 1)[0] ?? '/') ?? 'other';
      countResponse(route, method ?? 'GET', res.statusCode, seconds, bytes);
      if (startedAt === undefined) return;
      const line = { id, method, url, ip: proxyaddr(req, trust), userAgent: req.headers['user-agent'] };
      logPreparedResponse(logger, line, res.statusCode, bytes, startedAt);
    });
    pageCache.sendFresh(req, res, page, id);
  };
}
