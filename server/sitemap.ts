import { Router } from 'express';
import { routeTable, type SitemapHints } from '../shared/routes';

export interface SitemapEntry extends Partial<SitemapHints> {
  path: string;
  lastmod?: string;
}

/** Later features (blog posts, reference pages) add their URLs through sources like this one. */
export type SitemapSource = () => SitemapEntry[] | Promise<SitemapEntry[]>;

export const routeTableSource: SitemapSource = () => routeTable.map((r) => ({ path: r.path, ...r.sitemap }));

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

export function renderSitemap(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) =>
    [
      '  <url>',
      `    <loc>${escapeXml(siteUrl + e.path)}</loc>`,
      e.lastmod ? `    <lastmod>${escapeXml(e.lastmod)}</lastmod>` : '',
      e.changefreq ? `    <changefreq>${e.changefreq}</changefreq>` : '',
      e.priority !== undefined ? `    <priority>${e.priority.toFixed(1)}</priority>` : '',
      '  </url>',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export function seoRouter(siteUrl: string, sources: SitemapSource[]): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    const lists = await Promise.all(sources.map((source) => source()));
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(renderSitemap(siteUrl, lists.flat()));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(renderRobots(siteUrl));
  });
  return router;
}
