import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { leadErrorMessages } from '../../content/lead-forms';

/**
 * More than 10 lead submissions a minute from one client (API and form posts together) → 429. The
 * client is req.ip (as TRUST_PROXY resolves it). With a shared `store` (PostgreSQL) all replicas count
 * together; if that store fails, the post goes on (it would then meet the same database and get 503).
 */
export function leadRateLimit(limit = 10, store?: Store): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    ...(store ? { store, passOnStoreError: true } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      res.status(429);
      if (req.originalUrl.startsWith('/api/')) res.json({ errors: { form: leadErrorMessages.rateLimited } });
      else
        res
          .type('html')
          .send(
            `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Too many submissions | Northwind EDI</title></head><body><h1>Too many submissions</h1><p>${leadErrorMessages.rateLimited}</p><p><a href="/contact">Back to the contact page</a></p></body></html>`,
          );
    },
  });
}
