import type { RequestHandler } from 'express';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import { MAPS_EMBED_ORIGIN, VIDEO_EMBED_HOSTS } from '../content/site-services';

const nonceSource = (_req: unknown, res: ServerResponse) =>
  `'nonce-${String((res as ServerResponse & { locals: Record<string, unknown> }).locals['nonce'])}'`;

const HALF_YEAR_AND_MORE = 31_536_000; // one year, above the six months browsers' preload lists ask for

/** helmet with a nonce-based CSP: no inline script runs without this request's nonce. */
export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceSource],
          styleSrc: ["'self'", nonceSource],
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
        },
      },
      strictTransportSecurity: { maxAge: HALF_YEAR_AND_MORE, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The legacy header agrees with frame-ancestors 'none'.
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      xPoweredBy: false,
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
      next();
    },
  ];
}
