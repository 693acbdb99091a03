/**
 * Social preview images (og:image): 1200×630 PNGs rendered at build (scripts/og-images.ts) for every
 * route-table page and every shipped post. LinkedIn, X and Facebook do not render SVG previews.
 */
import { site } from '../content/site';
import { findRoute } from './routes';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A route-table path's image: `/` → /og/pages/home.png, `/solutions/3pl` → /og/pages/solutions-3pl.png. */
export const pageOgImage = (path: string) =>
  `/og/pages/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}.png`;

/** The UN/EDIFACT directory pages' images: one per kind of page, not per page (65,000 of them). */
export const edifactOgKinds = ['directory', 'messages', 'segments', 'composites', 'elements'] as const;
export const edifactOgImage = (kind: (typeof edifactOgKinds)[number]) => `/og/edifact/${kind}.png`;

/** A content post's image, by slug. */
export const postOgImage = (slug: string) => `/og/blog/${slug}.png`;

/** The image of the nearest route-table page at or above the path (a code page gets its guide's), else the site's. */
export function defaultOgImage(pathname: string): string {
  let path = pathname.replace(/\/+$/, '') || '/';
  for (;;) {
    if (findRoute(path)) return pageOgImage(path);
    if (path === '/') return site.defaultOgImage;
    path = path.slice(0, path.lastIndexOf('/')) || '/';
  }
}

/** og:image:type, and the size when the image is one of ours (always 1200×630). */
export function ogImageMeta(url: string): { type?: string; width?: number; height?: number } {
  const path = url.split(/[?#]/)[0] ?? '';
  const type = /\.png$/i.test(path) ? 'image/png' : /\.jpe?g$/i.test(path) ? 'image/jpeg' : undefined;
  const ours = path.startsWith('/og/') || path === site.defaultOgImage;
  return ours ? { type, width: OG_WIDTH, height: OG_HEIGHT } : { type };
}
