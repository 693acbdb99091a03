/**
 * GET /api/search?q=: the site's search as JSON (what the search dialog adds to its own index: body text and
 * the D.96A code lists). Cacheable for a few minutes (the index changes with a deploy), rate-limited per
 * client, `q` cut to 200 characters; anything but `q` and `limit` is a 400.
 */
import { Router, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { searchApiCopy } from '../../content/search/search-copy';
import { MAX_OFFSET, SEARCH_LIMIT, type SiteSearch } from './site-index';

const PARAMETERS = new Set(['q', 'limit', 'offset']);

/**
 * Searches a minute per client, the page's and the API's counted together (with a shared store, across
 * replicas); past it a 429, JSON for the API and a short page for /search.
 */
export function searchRateLimit({ limit = 120, store }: { limit?: number; store?: Store } = {}): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    ...(store && { store, passOnStoreError: true }),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      res.status(429).set('Cache-Control', 'no-store');
      if (req.originalUrl.startsWith('/api/')) res.json({ error: { status: 429, message: searchApiCopy.rateLimited } });
      else
        res
          .type('html')
          .send(
            `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${searchApiCopy.rateLimitedTitle} | Northwind EDI</title></head><body><h1>${searchApiCopy.rateLimitedTitle}</h1><p>${searchApiCopy.rateLimited}</p></body></html>`,
          );
    },
  });
}

export function searchRouter(search: SiteSearch, limiter: RequestHandler): Router {
  const router = Router();
  router.get('/search', limiter, async (req, res, next) => {
    const unknown = Object.keys(req.query).find((key) => !PARAMETERS.has(key));
    const { q = '', limit: wanted = String(SEARCH_LIMIT), offset = '0' } = req.query;
    const fail = (message: string) =>
      res
        .status(400)
        .set('Cache-Control', 'no-store')
        .json({ error: { status: 400, message } });
    if (unknown !== undefined) return fail(searchApiCopy.unknownParameter(unknown));
    if (typeof q !== 'string') return fail(searchApiCopy.oneQuery);
    if (typeof wanted !== 'string' || !/^\d{1,3}$/.test(wanted) || Number(wanted) < 1 || Number(wanted) > SEARCH_LIMIT)
      return fail(searchApiCopy.badLimit(SEARCH_LIMIT));
    if (typeof offset !== 'string' || !/^\d{1,4}$/.test(offset) || Number(offset) > MAX_OFFSET)
      return fail(searchApiCopy.badOffset(MAX_OFFSET));
    try {
      const results = await search(q, Number(wanted), Number(offset));
      res.set('Cache-Control', 'public, max-age=300').json(results);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
