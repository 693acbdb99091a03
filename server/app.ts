import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config';
import { blogRouter } from './blog/blog-router';
import { BlogService } from './blog/blog-service';
import { blogSitemapSource } from './blog/sitemap-source';
import { contentSource, wordpressSource } from './blog/sources';
import { bodyLimit, requireContentType } from './body-parsing';
import { caseStudyFiles } from './case-study-files';
import { errorHandler } from './error-handler';
import { healthRouter } from './health';
import { openLeads, type Leads } from './leads/leads';
import { leadsRouter } from './leads/leads-router';
import { leadRateLimit } from './leads/rate-limit';
import { referencePreviewRouter } from './reference/reference-preview';
import { requestLogger } from './logger';
import { loadManifest, type AssetManifest } from './manifest';
import { nonce } from './nonce';
import { PageCache } from './page-cache';
import { paths } from './paths';
import { Readiness } from './readiness';
import { permanentRedirects } from './redirects';
import { ssrHandler } from './render';
import { securityHeaders } from './security-headers';
import { referenceCodeSource } from './reference/sitemap-sources';
import { routeTableSource, seoRouter } from './sitemap';
import { hashedAssets, ogImages, publicFiles } from './static-files';

export interface AppOptions {
  config: Config;
  logger: Logger;
  readiness?: Readiness;
  manifest?: AssetManifest;
  leads?: Leads;
  blog?: BlogService;
  pageCache?: PageCache;
}

/** The whole site as an Express app, in the order of the design notes. Listening is index.ts's job. */
export function createApp({
  config,
  logger,
  readiness = new Readiness(),
  manifest = loadManifest(paths.manifest),
  leads = openLeads(config, logger),
  blog = new BlogService(config.WORDPRESS_API_URL && config.BLOG_SOURCE === 'wordpress' ? wordpressSource(config.WORDPRESS_API_URL) : contentSource(paths.blogPosts), logger),
  pageCache = new PageCache(config.PAGE_CACHE_TTL_S),
}: AppOptions): Express {
  readiness.addCheck('leadStore', leads.writable);
  const leadLimit = leadRateLimit();
  const app = express();
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(compression());
  app.disable('x-powered-by');
  app.use(nonce);
  app.use(securityHeaders());
  app.use('/assets', hashedAssets(paths.assets));
  app.use(publicFiles(paths.public));
  app.use('/og', ogImages(paths.ogImages));
  app.use(caseStudyFiles(paths.caseStudies));
  app.use(requestLogger(logger));
  app.use(healthRouter(readiness));
  app.use(seoRouter(config.SITE_URL, [routeTableSource, referenceCodeSource, blogSitemapSource(blog, logger)]));
  app.use('/api', leadsRouter(leads.service, leadLimit));
  app.use('/api', blogRouter(blog));
  app.use('/api', referencePreviewRouter({ x12: config.X12_REFERENCE_URL, edifact: config.EDIFACT_REFERENCE_URL }, logger));
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not Found' }));
  app.use(permanentRedirects);
  const render = ssrHandler({
    leads: leads.formGateway,
    blogs: blog,
    manifest,
    logger,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    pageCache,
    config: {
      siteUrl: config.SITE_URL,
      demoUrl: config.DEMO_URL,
      appUrl: config.APP_URL,
      referenceUrls: { x12: config.X12_REFERENCE_URL, edifact: config.EDIFACT_REFERENCE_URL },
    },
  });
  // Without JavaScript the lead forms post to their pages; the page's action validates, stores and redirects.
  const formPost = [leadLimit, requireContentType('application/x-www-form-urlencoded'), express.urlencoded({ extended: false, limit: bodyLimit }), render];
  app.post(['/contact', '/about-edi-converter'], ...formPost);
  app.get('/{*splat}', pageCache.serve, render);
  app.use(errorHandler(logger));
  return app;
}
