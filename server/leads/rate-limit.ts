import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { leadErrorMessages } from '../../content/lead-forms';

/** More than 10 lead submissions a minute from one client (API and form posts together) → 429. */
export function leadRateLimit(limit = 10): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      res.status(429);
      if (req.originalUrl.startsWith('/api/')) res.json({ errors: { form: leadErrorMessages.rateLimited } });
      else res.type('html').send(`<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Too many submissions | Northwind EDI</title></head><body><h1>Too many submissions</h1><p>${leadErrorMessages.rateLimited}</p><p><a href="/contact">Back to the contact page</a></p></body></html>`);
    },
  });
}
