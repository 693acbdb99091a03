import cors from 'cors';
import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { rateLimit, type Store } from 'express-rate-limit';
import { apiCopy } from '../../content/inspector/api-copy';
import { inspectOptions } from './inspect-options';
import type { InspectOptions } from '../../shared/edi/types';
import { InspectBusy, type InspectPool } from './inspect-pool';

/** The raw document's media types: plain text, bytes, and the registered EDI types (RFC 1767). */
export const DOCUMENT_TYPES = ['text/plain', 'application/octet-stream', 'application/edi-x12', 'application/edifact'];
/** Bodies up to 5 MB (the inspector's limit, browser and server alike). */
export const DOCUMENT_BYTES = 5 * 1024 * 1024;

const fail = (status: number, message: string) => Object.assign(new Error(message), { status, expose: true });

/** 415 unless the body is one of DOCUMENT_TYPES. */
const documentType: RequestHandler = (req, _res, next) =>
  next(req.is(DOCUMENT_TYPES) ? undefined : fail(415, apiCopy.errors.unsupported(req.get('content-type'))));

/** 400 for a query parameter the API does not take (inspect-options.ts); the options kept for the handler. */
const checkedOptions: RequestHandler = (req, _res, next) => {
  const options = inspectOptions(req.query);
  if ('error' in options) return next(fail(400, options.error));
  optionsOf.set(req, options);
  next();
};
const optionsOf = new WeakMap<Request, InspectOptions>();

/** Every error of this router as JSON `{error: {status, message}}`; the document is never logged. */
const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  const message =
    status === 413
      ? apiCopy.errors.tooLarge
      : status >= 500 || !(error instanceof Error)
        ? apiCopy.errors.internal
        : error.message;
  if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  res.status(status).set('Cache-Control', 'no-store').json({ error: { status, message } });
};

/** The HTTP status an error carries (body-parser's and ours set `status`), else 500. */
function statusOf(error: unknown): number {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * `POST /api/edi/inspect`: the raw EDI document as the body, the engine's report as JSON (the same
 * engine the inspector page and its worker run). Nothing is stored; request bodies are never logged.
 */
export function ediRouter(pool: InspectPool, { limit = 60, store }: { limit?: number; store?: Store } = {}): Router {
  const router = Router();
  // Public and without credentials: any page may call it (a preflight for its Content-Type is answered here).
  router.use(
    '/edi/inspect',
    cors({ origin: '*', methods: ['POST'], allowedHeaders: ['Content-Type'], maxAge: 86_400 }),
  );
  router.post(
    '/edi/inspect',
    // Per client (req.ip as TRUST_PROXY resolves it); with a shared store (PostgreSQL) across replicas. If the
    // store fails, the request goes on: inspecting stores nothing, so an outage there must not stop it.
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
    }),
    checkedOptions,
    documentType,
    express.raw({ type: DOCUMENT_TYPES, limit: DOCUMENT_BYTES }),
    async (req, res, next) => {
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return next(fail(422, apiCopy.errors.empty));
      try {
        // Decoded, inspected and encoded in a worker thread: sent as the bytes it made (no ETag over 14 MB).
        const answer = await pool.report(body, optionsOf.get(req));
        if ('error' in answer) return next(fail(answer.status, answer.error));
        res
          .status(200)
          .set({ 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' })
          .set('Content-Length', String(answer.json.byteLength))
          .end(answer.json);
      } catch (error) {
        if (!(error instanceof InspectBusy)) return next(error);
        res
          .status(503)
          .set({ 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfter) })
          .json({ error: { status: 503, message: apiCopy.errors.busy } });
      }
    },
  );
  router.all('/edi/inspect', (_req, res) =>
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { status: 405, message: apiCopy.errors.method } }),
  );
  router.use('/edi', jsonErrors);
  return router;
}
