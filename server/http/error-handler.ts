import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { leadErrorMessages } from '../../content/lead-forms';
import { fallbackErrorPage } from './html-fallback';

const statusOf = (error: unknown): number => {
  const e = error as { status?: unknown; statusCode?: unknown } | null;
  const status = e?.status ?? e?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
};

const messages: Record<number, string> = {
  400: leadErrorMessages.malformed,
  413: leadErrorMessages.tooLarge,
  415: leadErrorMessages.unsupported,
};

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow"><title>${title} | Northwind EDI</title></head><body><h1>${title}</h1><p>${text} <a href="/">Go to the home page</a>.</p></body></html>`;

/**
 * Last in the chain: 4xx for bad requests (malformed URL or body, too large, wrong type), 500
 * otherwise; JSON `{errors: {form}}` under /api, a small page elsewhere; never a stack trace.
 */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error, req, res, _next) => {
    const status = statusOf(error);
    // The request's own log line carries the error (one line per failed request, not two).
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    else res.locals['refusal'] = error instanceof Error ? error.message : String(error);
    if (!req.log) logger.error({ err: error, url: req.originalUrl }, 'request failed before logging');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).set('Cache-Control', 'no-store');
    const message = messages[status] ?? 'The request could not be understood.';
    if (req.originalUrl.startsWith('/api/') || !req.accepts('html')) {
      res.json({ errors: { form: status >= 500 ? 'Internal Server Error' : message } });
    } else if (status >= 500) {
      res.send(fallbackErrorPage);
    } else {
      res.type('html').send(page('Bad request', message));
    }
  };
