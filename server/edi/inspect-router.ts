import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Store } from 'express-rate-limit';
import { ediCors, ediRateLimit } from './api-rate-limit';
import { apiCopy } from '../../content/inspector/api-copy';
import { ackOptions, type AckRequest } from './ack-options';
import { convertOptions, type ConvertRequest } from './convert-options';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';
import { OUTPUTS } from '../../shared/edi/writers/convert';
import type { ChunkSink } from './convert-task';
import { inspectOptions } from './inspect-options';
import { ENVELOPE_BYTES } from './guide-envelope';
import type { ReportOptions } from '../../shared/edi/writers/report';
import { InspectBusy, type InspectPool } from './inspect-pool';

/** The raw document's media types: plain text, bytes, and the registered EDI types (RFC 1767). */
export const DOCUMENT_TYPES = ['text/plain', 'application/octet-stream', 'application/edi-x12', 'application/edifact'];
/** Bodies up to 5 MB (the inspector's limit, browser and server alike). */
export const DOCUMENT_BYTES = 5 * 1024 * 1024;
/** Our JSON of a 5 MB document is at most ~5× its size: what `to=edi` takes back. */
export const JSON_BYTES = 25 * 1024 * 1024;

const fail = (status: number, message: string) => Object.assign(new Error(message), { status, expose: true });

/** 415 unless the body is one of DOCUMENT_TYPES. */
const documentType: RequestHandler = (req, _res, next) =>
  next(req.is(DOCUMENT_TYPES) ? undefined : fail(415, apiCopy.errors.unsupported(req.get('content-type'))));

/** Every error of this router as JSON `{error: {status, message}}`; the document is never logged. */
const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  const message =
    status === 413 && !(error instanceof Error && error.message === apiCopy.conversion.jsonTooLarge)
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

/** What a request asks the pool for, once its query is checked: a report, an acknowledgment, a conversion. */
type Job = { report: ReportOptions } | { ack: AckRequest } | { convert: ConvertRequest };
const jobOf = new WeakMap<Request, Job>();

/** 400 for a query parameter an endpoint does not take; the job kept for the handler. */
const checked =
  (parse: (query: Request['query']) => Job | { error: string }): RequestHandler =>
  (req, _res, next) => {
    const job = parse(req.query);
    if ('error' in job) return next(fail(400, job.error));
    jobOf.set(req, job);
    next();
  };

const reportJob = checked((q) => {
  const options = inspectOptions(q);
  return 'error' in options ? options : { report: options };
});
const ackJob = checked((q) => {
  const request = ackOptions(q);
  return 'error' in request ? request : { ack: request };
});

const convertJob = checked((q) => {
  const request = convertOptions(q);
  return 'error' in request ? request : { convert: request };
});

/** 415 unless the body suits the conversion: our JSON for to=edi, an EDI document otherwise. */
const convertType: RequestHandler = (req, _res, next) => {
  const job = jobOf.get(req);
  if (job && 'convert' in job && job.convert.to === 'edi')
    return next(
      req.is('application/json') ? undefined : fail(415, apiCopy.conversion.jsonType(req.get('content-type'))),
    );
  documentType(req, _res, next);
};

type Answer = { json: Uint8Array } | { edi: Uint8Array } | { file: Uint8Array; type: string; name: string };

/** The headers of a converted file: text shown where it is opened, a workbook downloaded. */
const fileHeaders = (type: string, name: string) => ({
  'Cache-Control': 'no-store',
  'Content-Type': type,
  'Content-Disposition': `${name.endsWith('.xlsx') ? 'attachment' : 'inline'}; filename="${name}"`,
});

/** JSON, CSV and XML go out as the worker makes them: the headers with the first chunk, then each chunk. */
function streamTo(res: Response, to: ConvertRequest['to']): ChunkSink | undefined {
  if (to !== 'json' && to !== 'csv' && to !== 'xml') return undefined;
  const { type, extension } = OUTPUTS[to];
  return (bytes) => {
    if (!res.headersSent) res.status(200).set(fileHeaders(type, `converted.${extension}`));
    res.write(bytes);
  };
}

const reportHeaders = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json; charset=utf-8' };

/**
 * A report with every segment goes out as the worker writes it (about three times the document as JSON): the
 * headers with the first piece, then each piece, never the whole text in one string.
 */
const streamReport =
  (res: Response): ChunkSink =>
  (bytes) => {
    if (!res.headersSent) res.status(200).set(reportHeaders);
    res.write(bytes);
  };

/** The bytes a job answers with, and their type (and the file name of an acknowledgment or a conversion). */
function send(res: Response, answer: Answer, job: Job) {
  const bytes = 'json' in answer ? answer.json : 'edi' in answer ? answer.edi : answer.file;
  const headers: Record<string, string> =
    'file' in answer
      ? fileHeaders(answer.type, answer.name)
      : 'ack' in job
        ? {
            'Content-Type': `${job.ack.type === 'CONTRL' ? 'application/edifact' : 'application/edi-x12'}; charset=utf-8`,
            'Content-Disposition': `attachment; filename="${job.ack.type.toLowerCase()}.edi"`,
          }
        : { 'Content-Type': 'application/json; charset=utf-8' };
  res
    .status(200)
    .set({ 'Cache-Control': 'no-store', ...headers, 'Content-Length': String(bytes.byteLength) })
    .end(bytes);
}

/**
 * `POST /api/edi/inspect` (the engine's report as JSON), `POST /api/edi/acknowledgment?type=997|999|TA1|
 * CONTRL` (the answer to the document, as EDI) and `POST /api/edi/convert?to=json|csv|xml|xlsx|edi`: the raw
 * EDI document (our JSON for to=edi) as the body, the same engine the inspector page and its worker run,
 * off the request thread. Nothing is stored; bodies are never logged. `siteUrl` makes the JSON's `$schema`.
 */
export function ediRouter(
  pool: InspectPool,
  { limit = 60, store, siteUrl = '' }: { limit?: number; store?: Store; siteUrl?: string } = {},
): Router {
  const router = Router();
  const endpoints = ['/edi/inspect', '/edi/acknowledgment', '/edi/convert'];
  const schema = `${siteUrl.replace(/\/$/, '')}${EDI_JSON_SCHEMA_PATH}`;
  // One count for the three endpoints, per client, shared by replicas (api-rate-limit.ts).
  router.use(endpoints, ediCors());
  const limiter = ediRateLimit(limit, store);
  const run: RequestHandler = async (req, res, next) => {
    const body: unknown = req.body;
    const job = jobOf.get(req);
    if (!Buffer.isBuffer(body) || body.length === 0 || !job) return next(fail(422, apiCopy.errors.empty));
    try {
      // Decoded, inspected and encoded in a worker thread: sent as the bytes it made (no ETag over 14 MB).
      const answer =
        'ack' in job
          ? await pool.acknowledgment(body, job.ack)
          : 'convert' in job
            ? await pool.convert(body, job.convert, schema, streamTo(res, job.convert.to))
            : await pool.report(body, job.report, job.report.segments === 'all' ? streamReport(res) : undefined);
      if ('error' in answer) return next(fail(answer.status, answer.error));
      if ('streamed' in answer) {
        if (!res.headersSent)
          res.status(200).set('report' in job ? reportHeaders : fileHeaders(answer.type, answer.name));
        res.end();
        return;
      }
      send(res, answer, job);
    } catch (error) {
      // A conversion cut off while streaming (over its time): nothing more can be said than closing it.
      if (res.headersSent || !(error instanceof InspectBusy)) return next(error);
      res
        .status(503)
        .set({ 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfter) })
        .json({ error: { status: 503, message: apiCopy.errors.busy } });
    }
  };
  const raw = express.raw({ type: DOCUMENT_TYPES, limit: DOCUMENT_BYTES });
  // The raw document, or JSON with the document and a partner's guide (guide-envelope.ts), up to 8 MB.
  const envelope = express.raw({ type: 'application/json', limit: ENVELOPE_BYTES });
  const reportBody: RequestHandler = (req, res, next) =>
    req.is('application/json')
      ? envelope(req, res, next)
      : documentType(req, res, (error?: unknown) => (error ? next(error) : raw(req, res, next)));
  router.post('/edi/inspect', limiter, reportJob, reportBody, run);
  router.post('/edi/acknowledgment', limiter, ackJob, documentType, raw, run);
  // EDI up to 5 MB, or our JSON up to 25 MB for to=edi: one parser per request, picked by its job.
  const json = express.raw({ type: 'application/json', limit: JSON_BYTES });
  const body: RequestHandler = (req, res, next) => {
    const job = jobOf.get(req);
    if (!job || !('convert' in job) || job.convert.to !== 'edi') return raw(req, res, next);
    json(req, res, (error?: unknown) =>
      next(error && statusOf(error) === 413 ? fail(413, apiCopy.conversion.jsonTooLarge) : error),
    );
  };
  router.post('/edi/convert', limiter, convertJob, convertType, body, run);
  router.all(endpoints, (_req, res) =>
    res
      .status(405)
      .set('Allow', 'POST')
      .json({ error: { status: 405, message: apiCopy.errors.method } }),
  );
  router.use('/edi', jsonErrors);
  return router;
}
