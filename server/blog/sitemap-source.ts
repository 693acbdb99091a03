import type { Logger } from 'pino';
import type { SitemapSource } from '../pages/sitemap';
import type { BlogService } from './blog-service';

/** Every post's page, with its date; if the source is down the sitemap still answers, without them. */
export const blogSitemapSource =
  (blog: BlogService, logger: Logger): SitemapSource =>
  async () => {
    try {
      return (await blog.list()).map((p) => ({
        path: `/blogs/${p.slug}`,
        lastmod: p.date,
        changefreq: 'monthly' as const,
        priority: 0.6,
      }));
    } catch (error) {
      logger.warn({ err: error }, 'sitemap without blog posts');
      return [];
    }
  };
