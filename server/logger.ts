import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

const STACK_LINES = 6;

/** An error as an operator reads it: what kind, what it says, its code, where it came from — nothing else. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code =
    'code' in error && (typeof error.code === 'string' || typeof error.code === 'number') ? error.code : undefined;
  return {
    type: error.name || error.constructor.name,
    message: error.message,
    ...(code !== undefined && { code }),
    stack: error.stack
      ?.split('\n')
      .slice(1, STACK_LINES)
      .map((line) => line.trim()),
  };
}

// pino's isoTime, made once per millisecond: under load many lines share one (a Date and its ISO string per line
// were a fifth of a kept page's log line in a profile under wrk, issue 46). The same text either way.
let stampedAt = Number.NaN;
let stamp = '';
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/** JSON lines with ISO timestamps to stdout (or `destination`, as tests capture them). */
export const createLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    {
      level,
      base: { service: 'northwind-edi-site' },
      timestamp: isoTimeOncePerMs,
      serializers: { err: serializeError },
    },
    destination,
  );

const HEALTH_PATHS = new Set(['/livez', '/readyz', '/healthz']);
const REQUEST_ID = /^[\w.-]{1,64}$/;
const pathOf = (url = '') => url.split('?')[0] ?? '';
/** Files (hashed assets, images, PDFs, robots.txt) have a dot in their last segment; pages never do. */
const isFile = (url?: string) => (pathOf(url).split('/').pop() ?? '').includes('.');

// Bytes the socket had written when each request began: the difference at the end is the response's size
// on the wire, compressed or streamed alike.
// (The socket is kept here because Node detaches it from the response before the log line is written.)
const bytesAtStart = new WeakMap<ServerResponse, { socket: Socket; bytes: number }>();

const refusalOf = (res: object): string | undefined =>
  'locals' in res &&
  typeof res.locals === 'object' &&
  res.locals !== null &&
  'refusal' in res.locals &&
  typeof res.locals.refusal === 'string'
    ? res.locals.refusal
    : undefined;

/** The request id a response carries: the client's X-Request-Id when it is a plain token, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const countBytesFrom = (req: IncomingMessage, res: ServerResponse) =>
  bytesAtStart.set(res, { socket: req.socket, bytes: req.socket.bytesWritten });

function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  countBytesFrom(req, res);
  const id = requestIdOf(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

const resLine = (res: ServerResponse) => {
  const start = bytesAtStart.get(res);
  return { statusCode: res.statusCode, bytes: start ? start.socket.bytesWritten - start.bytes : undefined };
};

/** What the access line says of a request (requestLogger's `req` serializer gives the same fields). */
export interface RequestLine {
  id: string;
  method: string | undefined;
  url: string | undefined;
  ip: string | undefined;
  userAgent: string | undefined;
}

/**
 * The same line for a response made outside Express (a kept page, server/pages/prepared-lane.ts), written by its
 * caller once the response has finished: `bytes` is what the socket wrote for it, `startedAt` its Date.now().
 */
export function logPreparedResponse(
  logger: Logger,
  req: RequestLine,
  statusCode: number,
  bytes: number,
  startedAt: number,
): void {
  logger.info({ req, res: { statusCode, bytes }, responseTime: Date.now() - startedAt }, 'request completed');
}

/**
 * One JSON line per request: id, method, URL, client address, user agent, status, size and duration.
 * 5xx (and requests carrying `res.err`) at error with the error itself; 413 and 429 at warn; other 4xx and
 * all successes at info; files at debug; health checks not at all.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    wrapSerializers: false,
    genReqId: assignRequestId,
    autoLogging: { ignore: (req: IncomingMessage) => HEALTH_PATHS.has(pathOf(req.url)) },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode === 413 || res.statusCode === 429) return 'warn';
      return isFile(req.url) ? 'debug' : 'info';
    },
    // Why a request was refused (res.locals.refusal, set by the error handler), on the same line.
    customSuccessObject: (_req, res, value: Record<string, unknown>) => {
      const refusal = refusalOf(res);
      return refusal === undefined ? value : { ...value, refusal };
    },
    serializers: {
      err: serializeError,
      req: (req: Request & { id: string }) => ({
        id: req.id,
        method: req.method,
        url: req.originalUrl ?? req.url,
        ip: req.ip ?? req.socket.remoteAddress,
        userAgent: req.headers['user-agent'],
      }),
      res: resLine,
    },
  });
}
