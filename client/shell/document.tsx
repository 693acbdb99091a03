import type { ReactNode } from 'react';
import { site } from '../../content/site';
import { usePublicConfig } from './config-context';

/** Owns <html>: the same tree renders on the server and hydrates in the browser. */
export function Document({ children }: { children: ReactNode }) {
  const { assets } = usePublicConfig();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="sitemap" type="application/xml" href="/sitemap.xml" />
        {assets.styles && <link rel="stylesheet" href={assets.styles} />}
        {/* Hold the first paint until the footer starts, so no part of the header or <main> paints half-built: a
            page arriving in parts would otherwise move what is centred or right-aligned as the rest comes in.
            (Chromium lifts the block when the target is inserted; tests/e2e/layout-stability.spec.ts.) */}
        <link rel="expect" href="#footer" blocking="render" />
      </head>
      <body>{children}</body>
    </html>
  );
}
