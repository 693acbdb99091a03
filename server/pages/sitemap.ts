import { Router, type Response } from 'express';
import { routeTable, type SitemapHints } from '../../shared/routes';

export interface SitemapEntry extends Partial<SitemapHints> {
  path: string;
  lastmod?: string;
}

/** Later features (blog posts, reference pages) add their URLs through sources like this one. */
export type SitemapSource = () => SitemapEntry[] | Promise<SitemapEntry[]>;

export const routeTableSource: SitemapSource = () =>
  routeTable.flatMap((r) => (r.sitemap ? [{ path: r.path, ...r.sitemap }] : []));

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

/** A sitemap of its own (one per EDIFACT directory): listed in the index, served at /sitemaps/{name}.xml. */
export interface SitemapSet {
  name: string;
  entries: () => Promise<SitemapEntry[]>;
}

export type SitemapSets = () => Promise<readonly SitemapSet[]>;

/** The sitemap index (sitemaps.org): the site's own pages first, then each set (each ≤ 50,000 URLs). */
export function renderSitemapIndex(siteUrl: string, names: readonly string[]): string {
  const maps = names.map(
    (n) => `  <sitemap>\n    <loc>${escapeXml(`${siteUrl}/sitemaps/${n}.xml`)}</loc>\n  </sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

const SITE_MAP = 'site';
const xml = (res: Response, body: string) =>
  res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(body);
const SITEMAP_NAME = /^\/sitemaps\/([a-z0-9-]{1,40})\.xml$/;

export function renderRobots(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/**
 * /sitemap.xml is an index: /sitemaps/site.xml holds the route table, code pages and posts (`sources`), and
 * each set (`sets`, one per EDIFACT directory) has its own file.
 */
export function seoRouter(siteUrl: string, sources: SitemapSource[], sets: SitemapSets = async () => []): Router {
  const router = Router();
  router.get('/sitemap.xml', async (_req, res) => {
    xml(res, renderSitemapIndex(siteUrl, [SITE_MAP, ...(await sets()).map((s) => s.name)]));
  });
  router.get(SITEMAP_NAME, async (req, res, next) => {
    const name = SITEMAP_NAME.exec(req.path)?.[1];
    if (name === SITE_MAP) {
      const lists = await Promise.all(sources.map((source) => source()));
      return xml(res, renderSitemap(siteUrl, lists.flat()));
    }
    const set = (await sets()).find((s) => s.name === name);
    if (!set) return next();
    xml(res, renderSitemap(siteUrl, await set.entries()));
  });
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(renderRobots(siteUrl));
  });
  return router;
}
