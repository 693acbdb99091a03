import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { fallbackErrorPage } from './html-fallback';

const statusOf = (error: unknown): number => {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

/** Last in the chain: 4xx for bad requests (e.g. a malformed URL), 500 otherwise; never a stack trace. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
  // Static files answer before the request logger runs, so req.log may not exist yet.
  const log = req.log ?? logger.child({ url: req.originalUrl });
  const status = statusOf(error);
  if (status >= 500) log.error({ err: error }, 'request failed');
  else log.warn({ status, message: (error as Error).message }, 'bad request');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.status(status).set('Cache-Control', 'no-store');
  if (req.path.startsWith('/api/') || !req.accepts('html')) {
    res.json({ error: status >= 500 ? 'Internal Server Error' : 'Bad Request' });
  } else if (status >= 500) {
    res.send(fallbackErrorPage);
  } else {
    res.type('html').send('<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>Bad request | Northwind EDI</title></head><body><h1>Bad request</h1><p>The address could not be understood. <a href="/">Go to the home page</a>.</p></body></html>');
  }
};
