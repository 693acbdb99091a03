import type { RequestHandler } from 'express';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import { MAPS_EMBED_ORIGIN, VIDEO_EMBED_HOSTS } from '../../shared/embed-origins';

const nonceSource = (_req: unknown, res: ServerResponse) =>
  'locals' in res && typeof res.locals === 'object' && res.locals !== null && 'nonce' in res.locals
    ? `'nonce-${String(res.locals.nonce)}'`
    : "'none'";

const HALF_YEAR_AND_MORE = 31_536_000; // one year, above the six months browsers' preload lists ask for

type Source = string | typeof nonceSource;

/** The one policy: per-request pages pass the nonce source, cached pages the hashes of their inline code. */
function directives(scripts: Source[], styles: Source[]): Record<string, Source[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts],
    styleSrc: ["'self'", ...styles],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // Our own PDFs (case-study preview), the maps embed, and the video hosts blog articles may embed.
    frameSrc: ["'self'", MAPS_EMBED_ORIGIN, ...VIDEO_EMBED_HOSTS.map((host) => `https://${host}`)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    manifestSrc: ["'self'"],
    workerSrc: ["'self'"],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSP header of a page kept in the page cache: no nonce, only the hashes of the inline code it carries. */
export function hashedPolicy(scriptHashes: string[], styleHashes: string[]): string {
  return Object.entries(directives(scriptHashes, styleHashes))
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join(';');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

const helmetOptions = {
  strictTransportSecurity: { maxAge: HALF_YEAR_AND_MORE, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The legacy header agrees with frame-ancestors 'none'.
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  xPoweredBy: false,
} as const;

/** helmet with a nonce-based CSP: no inline script runs without this request's nonce. */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      ...helmetOptions,
      contentSecurityPolicy: { useDefaults: false, directives: directives([nonceSource], [nonceSource]) },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/**
 * helmet's headers other than the CSP, computed once: a page served from the page cache gets them as a
 * fixed set (with its own hashed CSP) without running the middleware per request.
 */
export function fixedSecurityHeaders(): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet({ ...helmetOptions, contentSecurityPolicy: false })(res.req, res, () => undefined);
  const headers: Record<string, string> = { 'Permissions-Policy': PERMISSIONS_POLICY };
  for (const [name, value] of Object.entries(res.getHeaders())) if (typeof value === 'string') headers[name] = value;
  return headers;
}
