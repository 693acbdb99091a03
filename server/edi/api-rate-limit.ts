/**
 * The EDI endpoints' per-client limit (req.ip as TRUST_PROXY resolves it) and its answer: a 429 as JSON. With a
 * shared store (PostgreSQL) the count is across replicas; if the store fails the request goes on: nothing is
 * stored, so an outage there must not stop it. Public and without credentials: any page may call the endpoints.
 */
import cors from 'cors';
import type { RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { apiCopy } from '../../content/inspector/api-copy';

export const ediRateLimit = (limit: number, store?: Store): RequestHandler =>
  rateLimit({
    windowMs: 60_000,
    limit,
    ...(store && { store, passOnStoreError: true }),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) =>
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .json({ error: { status: 429, message: apiCopy.errors.rateLimited } }),
  });

/** CORS for a POST endpoint (a preflight for its Content-Type is answered here). */
export const ediCors = (): RequestHandler =>
  cors({ origin: '*', methods: ['POST'], allowedHeaders: ['Content-Type'], maxAge: 86_400 });
