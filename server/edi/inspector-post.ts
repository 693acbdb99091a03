import express, { type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { inspectorCopy } from '../../content/inspector/copy';
import { requireContentType } from '../http/body-parsing';

/** A 5 MB document, URL-encoded by a browser (delimiters and line breaks become %XX), fits in this. */
export const INSPECTOR_BODY_LIMIT = '16mb';

/**
 * Middleware in front of the page render for the inspector's no-JavaScript form post: its own body
 * limit (larger than the lead forms' 64 KB) and its own rate limit (not the lead limit). The document
 * is parsed by the page's action and never stored or logged.
 */
export function inspectorFormPost(limit = 20, store?: Store): RequestHandler[] {
  const { title, text, back } = inspectorCopy.rateLimited;
  return [
    rateLimit({
      windowMs: 60_000,
      limit,
      // Shared by replicas when PostgreSQL is configured; a store outage lets the post through.
      ...(store && { store, passOnStoreError: true }),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, res) => {
        res
          .status(429)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(
            `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${title} | Northwind EDI</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="/edi-inspector">${back}</a></p></body></html>`,
          );
      },
    }),
    requireContentType('application/x-www-form-urlencoded'),
    express.urlencoded({ extended: false, limit: INSPECTOR_BODY_LIMIT, parameterLimit: 10 }),
  ];
}
