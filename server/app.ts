import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { blogRouter } from './blog/blog-router';
import { BlogService } from './blog/blog-service';
import { blogSitemapSource } from './blog/sitemap-source';
import { contentSource, wordpressSource } from './blog/sources';
import { bodyLimit, requireContentType } from './body-parsing';
import { canonicalPaths } from './canonical-path';
import { caseStudyFiles } from './case-study-files';
import { errorHandler } from './error-handler';
import { healthRouter } from './health';
import { inspectorFormPost } from './inspector-post';
import { openLeads, type Leads } from './leads/leads';
import { leadsRouter } from './leads/leads-router';
import { leadRateLimit } from './leads/rate-limit';
import { requestMetrics } from './metrics/metrics';
import { referencePreviewRouter } from './reference/reference-preview';
import { requestLogger } from './logger';
import { loadManifest, type AssetManifest } from './manifest';
import { nonce } from './nonce';
import { countPageCache } from './metrics/metrics';
import { PageCache } from './page-cache';
import { isPagePath, routeTablePaths } from './page-paths';
import { paths } from './paths';
import { Readiness } from './readiness';
import { permanentRedirects } from './redirects';
import { createRenderer } from './render';
import { sameOriginPosts } from './same-origin';
import { securityHeaders } from './security-headers';
import { referenceCodeSource } from './reference/sitemap-sources';
import { routeTableSource, seoRouter } from './sitemap';
import { hashedAssets, ogImages, publicFiles, sourceMaps } from './static-files';

export interface AppOptions {
  config: Config;
  logger: Logger;
  readiness?: Readiness;
  manifest?: AssetManifest;
  leads?: Leads;
  blog?: BlogService;
  /** Render the route table's pages into the page cache at start (off in most tests). */
  warmPageCache?: boolean;
}

/** The whole site as an Express app, in the order of the design notes. Listening is index.ts's job. */
export function createApp({
  config,
  logger,
  readiness = new Readiness(),
  manifest = loadManifest(paths.manifest),
  leads = openLeads(config, logger),
  warmPageCache = false,
  blog = new BlogService(config.WORDPRESS_API_URL && config.BLOG_SOURCE === 'wordpress' ? wordpressSource(config.WORDPRESS_API_URL) : contentSource(paths.blogPosts), logger),
}: AppOptions): Express {
  readiness.addCheck('leadStore', leads.writable);
  const leadLimit = leadRateLimit(10, leads.rateLimitStore);
  const app = express();
  app.use(requestMetrics);
  app.set('trust proxy', config.TRUST_PROXY);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(canonicalPaths);
  // Per-request responses only (kept pages are compressed once): small windows and a fast brotli level keep
  // each encoder's memory small, so many concurrent responses cannot grow the process without bound.
  app.use(compression({ level: 6, memLevel: 8, windowBits: 15, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } } }));
  app.use(nonce);
  app.use(securityHeaders());
  if (config.SOURCE_MAPS === 'public') app.use('/assets', sourceMaps(paths.sourceMaps));
  app.use('/assets', hashedAssets(paths.assets));
  app.use(publicFiles(paths.public));
  app.use('/og', ogImages(paths.ogImages));
  app.use(caseStudyFiles(paths.caseStudies));
  app.use(healthRouter(readiness));
  app.use(seoRouter(config.SITE_URL, [routeTableSource, referenceCodeSource, blogSitemapSource(blog, logger)]));
  app.use('/api', leadsRouter(leads.service, leadLimit));
  app.use('/api', blogRouter(blog));
  app.use('/api', referencePreviewRouter({ x12: config.X12_REFERENCE_URL, edifact: config.EDIFACT_REFERENCE_URL }, logger));
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not Found' }));
  app.use(permanentRedirects);
  const renderer = createRenderer({
    leads: leads.formGateway,
    blogs: blog,
    manifest,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    config: {
      siteUrl: config.SITE_URL,
      demoUrl: config.DEMO_URL,
      appUrl: config.APP_URL,
      referenceUrls: { x12: config.X12_REFERENCE_URL, edifact: config.EDIFACT_REFERENCE_URL },
    },
  });
  const render = renderer.handler;
  const pageCache = new PageCache({
    ttlSeconds: config.PAGE_CACHE_TTL_S,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
    render: renderer.renderWhole,
    isPagePath,
    logger,
    onLookup: countPageCache,
  });
  // The route table's pages are rendered into the cache in the background; readiness does not wait.
  if (pageCache.enabled && warmPageCache) void pageCache.warm(routeTablePaths()).then((kept) => logger.debug({ kept }, 'page cache warmed'));
  // Without JavaScript the lead forms post to their pages; the page's action validates, stores and redirects.
  const formPost = [sameOriginPosts(config.SITE_URL), leadLimit, requireContentType('application/x-www-form-urlencoded'), express.urlencoded({ extended: false, limit: bodyLimit }), render];
  app.post(['/contact', '/about-edi-converter'], ...formPost);
  // The EDI inspector without JavaScript: up to 5 MB of EDI, parsed by the page's action, never stored.
  app.post('/edi-inspector', sameOriginPosts(config.SITE_URL), ...inspectorFormPost(), render);
  app.get('/{*splat}', pageCache.serve, render);
  app.use(errorHandler(logger));
  return app;
}
