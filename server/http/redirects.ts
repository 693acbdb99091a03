import type { RequestHandler } from 'express';
import { redirects } from '../../shared/routes';

/** 301s for the route table's legacy paths (paths arrive canonical: see canonical-path.ts). */
export const permanentRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = redirects[req.path];
  if (!target) return next();
  res.redirect(301, target + req.originalUrl.slice(req.path.length));
};
