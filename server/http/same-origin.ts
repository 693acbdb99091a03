import type { RequestHandler } from 'express';

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
};

/**
 * Refuses form posts another site makes a visitor's browser send (CSRF): browsers say where a post comes
 * from in Sec-Fetch-Site and Origin (or at least Referer); any of them naming another site is a 403. A
 * request that carries none of them did not come from a browser page, so no visitor is being used.
 */
export const sameOriginPosts =
  (siteUrl: string): RequestHandler =>
  (req, _res, next) => {
    const fetchSite = req.get('sec-fetch-site');
    const source = req.get('origin') ?? req.get('referer');
    const allowed = new Set([hostOf(siteUrl), req.get('host')]);
    const crossSite =
      (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') ||
      (source !== undefined && !allowed.has(hostOf(source)));
    if (!crossSite) return next();
    next(Object.assign(new Error('Cross-site form posts are not accepted'), { status: 403 }));
  };
