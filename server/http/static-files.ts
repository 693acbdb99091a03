import express, { type RequestHandler } from 'express';

/** Hashed build output: cached for a year, immutable; a missing asset is a 404, not a page render. */
export const hashedAssets = (dir: string): RequestHandler =>
  express.static(dir, { immutable: true, maxAge: '1y', fallthrough: false, index: false });

// A file's last segment has a dot and a page's never does (the route table's paths), so a page request skips the
// disk lookup a static handler would make for it.
const hasExtension = (path: string) => path.lastIndexOf('.') > path.lastIndexOf('/');

/** Unhashed public files (icons, images): cached for a day, revalidated after. */
export const publicFiles = (dir: string): RequestHandler => {
  const serve = express.static(dir, { maxAge: '1d', index: false, redirect: false });
  return (req, res, next) => (hasExtension(req.path) ? serve(req, res, next) : next());
};

/** The browser bundle's source maps, served only when SOURCE_MAPS=public (they stay out of /assets otherwise). */
export const sourceMaps = (dir: string): RequestHandler =>
  express.static(dir, { maxAge: '1y', index: false, fallthrough: true });

/** Social preview images rendered at build: stable URLs (scrapers key on them), cached for a day. */
export const ogImages = (dir: string): RequestHandler =>
  express.static(dir, { maxAge: '1d', fallthrough: false, index: false, redirect: false });
