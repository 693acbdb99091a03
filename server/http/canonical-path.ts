import type { RequestHandler } from 'express';
import { findRoute, redirects } from '../../shared/routes';

const hexValue = (code: number): number =>
  code >= 48 && code <= 57
    ? code - 48
    : code >= 65 && code <= 70
      ? code - 55
      : code >= 97 && code <= 102
        ? code - 87
        : -1;

/** RFC 3986 §2.3: letters, digits, "-", ".", "_", "~". */
const isUnreserved = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 45 ||
  code === 46 ||
  code === 95 ||
  code === 126;

/**
 * Decodes %XX only where it stands for an unreserved character, so /fa%71 and /faq are one path; other escapes stay as
 * sent.
 */
function decodeUnreserved(segment: string): string {
  const parts: string[] = [];
  let copied = 0;
  for (let i = segment.indexOf('%'); i !== -1 && i + 2 < segment.length; i = segment.indexOf('%', i + 1)) {
    const high = hexValue(segment.charCodeAt(i + 1));
    const low = hexValue(segment.charCodeAt(i + 2));
    if (high < 0 || low < 0) continue;
    const code = high * 16 + low;
    parts.push(segment.slice(copied, i), isUnreserved(code) ? String.fromCharCode(code) : segment.slice(i, i + 3));
    copied = i + 3;
    i += 2;
  }
  if (copied === 0) return segment;
  parts.push(segment.slice(copied));
  return parts.join('');
}

/**
 * The one spelling of a request path: backslashes read as slashes (browsers do), empty and "." segments
 * dropped, ".." resolved, unreserved characters decoded, no trailing slash. The result always starts with
 * exactly one "/", so it can never be read as a host ("//evil.example", "/\\evil.example"). One pass.
 */
export function canonicalPath(rawPath: string): string {
  const segments: string[] = [];
  let start = 0;
  for (let i = 0; i <= rawPath.length; i++) {
    const code = i < rawPath.length ? rawPath.charCodeAt(i) : 47;
    if (code !== 47 && code !== 92) continue;
    if (i > start) {
      const raw = rawPath.slice(start, i);
      const segment = raw.includes('%') ? decodeUnreserved(raw) : raw;
      if (segment === '..') segments.pop();
      else if (segment !== '.') segments.push(segment);
    }
    start = i + 1;
  }
  return `/${segments.join('/')}`;
}

/** The route table's spelling of a path that differs only in letter case (/FAQ → /faq), if any. */
function routeSpelling(path: string): string | undefined {
  if (findRoute(path) || redirects[path]) return undefined;
  const lower = path.toLowerCase();
  if (lower === path) return undefined;
  return findRoute(lower) || redirects[lower] ? lower : undefined;
}

/**
 * First in the chain: a GET or HEAD for a non-canonical spelling of a path gets a 301 to the canonical one
 * (same origin, relative, query kept); any other method on such a path gets a 404. Everything after this
 * sees only canonical paths.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  const url = req.url;
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const canonical = canonicalPath(rawPath);
  const target = routeSpelling(canonical) ?? canonical;
  if (target === rawPath) return next();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not Found');
    return;
  }
  res.redirect(301, target + query);
};
