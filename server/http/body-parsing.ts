import type { RequestHandler } from 'express';

/** Request bodies larger than this are refused with 413. */
export const bodyLimit = '64kb';

/** 415 unless the request body is one of `types`. */
export const requireContentType =
  (...types: string[]): RequestHandler =>
  (req, _res, next) => {
    if (req.is(types)) return next();
    next(
      Object.assign(new Error(`Unsupported content type ${req.get('content-type') ?? '(none)'}`), {
        status: 415,
        type: 'content.unsupported',
      }),
    );
  };
