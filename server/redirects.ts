import type { RequestHandler } from 'express';
import { redirects } from '../shared/routes';

/** 301s: the route table's legacy paths, and trailing slashes to the canonical path. */
export const permanentRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const query = req.originalUrl.slice(req.path.length);
  const target = redirects[req.path];
  if (target) return res.redirect(301, target + query);
  if (req.path.length > 1 && req.path.endsWith('/')) {
    // Collapse to one leading slash so "//evil.example/" cannot become a protocol-relative redirect.
    const path = `/${req.path.replace(/^\/+|\/+$/g, '')}`;
    return res.redirect(301, path + query);
  }
  next();
};
