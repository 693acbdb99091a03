/**
 * `POST /api/edi/reconcile?format=json|csv|xlsx`: two or three documents as JSON `{"documents": [...]}`,
 * reconciled in the inspection pool's threads by the engine the inspector's Reconcile tab runs. Public
 * without credentials (CORS), rate-limited per client like the other EDI endpoints, nothing stored or logged.
 */
import express, { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import { ediCors, ediRateLimit } from './api-rate-limit';
import { apiCopy } from '../../content/inspector/api-copy';
import { reconcileApiCopy } from '../../content/inspector/reconcile-api-copy';
import { InspectBusy, type InspectPool } from './inspect-pool';
import { RECONCILE_FORMATS, type ReconcileFormat } from './reconcile-task';

/** Three documents of up to 5 MB, as JSON strings (escapes included). */
export const RECONCILE_BODY_BYTES = 16 * 1024 * 1024;
const PATH = '/edi/reconcile';
const words = reconcileApiCopy.errors;

const fail = (status: number, message: string) => Object.assign(new Error(message), { status, expose: true });
const isFormat = (v: unknown): v is ReconcileFormat => RECONCILE_FORMATS.some((f) => f === v);

const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const raw = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const status = typeof raw === 'number' && raw >= 400 && raw < 600 ? raw : 500;
  const message =
    status === 413
      ? words.tooLarge
      : status >= 500 || !(error instanceof Error)
        ? apiCopy.errors.internal
        : error.message;
  if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
  res.status(status).set('Cache-Control', 'no-store').json({ error: { status, message } });
};

/** 400 for another parameter or format, 415 for a body that is not JSON. */
const checked: RequestHandler = (req, _res, next) => {
  const extra = Object.keys(req.query).find((k) => k !== 'format');
  if (extra) return next(fail(400, words.parameter(extra)));
  const format = req.query['format'] ?? 'json';
  if (!isFormat(format)) return next(fail(400, words.format(String(format))));
  if (!req.is('application/json')) return next(fail(415, words.type(req.get('content-type'))));
  next();
};

export function reconcileRouter(pool: InspectPool, { limit = 60, store }: { limit?: number; store?: Store } = {}) {
  const router = Router();
  router.use(PATH, ediCors());
  const limiter = ediRateLimit(limit, store);
  const run: RequestHandler = async (req, res, next) => {
    const body: unknown = req.body;
    const format = req.query['format'] ?? 'json';
    if (!Buffer.isBuffer(body) || body.length === 0 || !isFormat(format)) return next(fail(400, words.json));
    try {
      const answer = await pool.reconcile(body, format);
      if ('status' in answer) return next(fail(answer.status, answer.error));
      if (!('file' in answer) && !('json' in answer)) return next(new Error('reconcile: no answer'));
      const [bytes, type, name] =
        'file' in answer
          ? [answer.file, answer.type, answer.name]
          : [answer.json, 'application/json; charset=utf-8', ''];
      res
        .status(200)
        .set({
          'Cache-Control': 'no-store',
          'Content-Type': type,
          'Content-Length': String(bytes.byteLength),
          ...(name && { 'Content-Disposition': `attachment; filename="${name}"` }),
        })
        .end(bytes);
    } catch (error) {
      if (!(error instanceof InspectBusy)) return next(error);
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfter) })
        .json({ error: { status: 503, message: apiCopy.errors.busy } });
    }
  };
  router.post(PATH, limiter, checked, express.raw({ type: 'application/json', limit: RECONCILE_BODY_BYTES }), run);
  router.all(PATH, (_req, res) =>
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { status: 405, message: apiCopy.errors.method } }),
  );
  router.use(PATH, jsonErrors);
  return router;
}
