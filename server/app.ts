import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import type { RequestListener } from 'node:http';
import express, { type Express } from 'express';
import { blogRouter } from './blog/blog-router';
import { blogSitemapSource } from './blog/sitemap-source';
import { bodyLimit, requireContentType } from './http/body-parsing';
import { canonicalPaths } from './http/canonical-path';
import { caseStudyFiles } from './http/case-study-files';
import { errorHandler } from './http/error-handler';
import { healthRouter } from './http/health';
import { ediRouter } from './edi/inspect-router';
import { reconcileRouter } from './edi/reconcile-router';
import { openApiRouter } from './api/openapi-router';
import { schemaRouter } from './api/schema-router';
import { searchRateLimit, searchRouter } from './search/search-router';
import { inspectorFormPost } from './edi/inspector-post';
import { leadsRouter } from './leads/leads-router';
import { leadRateLimit } from './leads/rate-limit';
import { requestMetrics } from './metrics/metrics';
import { referencePreviewRouter } from './reference/reference-preview';
import { structureRouter } from './reference/structure-router';
import { guideRouter } from './reference/guide-router';
import { edifactRouter } from './reference/edifact-router';
import { edifactSitemaps } from './reference/edifact-sitemaps';
import { requestLogger } from './logger';
import { nonce } from './http/nonce';
import { paths } from './paths';
import type { Services } from './services';
import { preparedLane } from './pages/prepared-lane';
import { trustedHops } from './http/trust-proxy';
import { permanentRedirects } from './http/redirects';
import { sameOriginPosts } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { formPaths } from '../shared/routes';
import { referenceCodeSource } from './reference/sitemap-sources';
import { routeTableSource, seoRouter } from './pages/sitemap';
import { hashedAssets, ogImages, publicFiles, sourceMaps } from './http/static-files';

/** The site's request listener: fresh kept pages straight from the page cache, everything else through the app. */
export function createSite(services: Services): RequestListener {
  const trust = trustedHops(services.config.TRUST_PROXY);
  return preparedLane(createApp(services, trust), { pageCache: services.pageCache, logger: services.logger, trust });
}

/** The whole site as an Express app over finished services, in the order of docs/spec.md ("Design decisions"). */
export function createApp(
  { config, logger, readiness, leads, blog, renderer, pageCache, inspections, search }: Services,
  trust = trustedHops(config.TRUST_PROXY),
): Express {
  const leadLimit = leadRateLimit(10, leads.rateLimitStore);
  const app = express();
  app.use(requestMetrics);
  app.set('trust proxy', trust);
  app.disable('x-powered-by');
  app.use(requestLogger(logger));
  app.use(canonicalPaths);
  // Kept pages are finished bytes: served before per-request work (compression, nonce, helmet), with
  // their own headers (fresh ones already in front of Express, see createSite; here stale pages and misses).
  // Anything else, and a page that cannot be kept, goes on down the stack.
  app.use(pageCache.serve);
  // Per-request responses only (kept pages are compressed once): small windows and a fast brotli level keep
  // each encoder's memory small, so many concurrent responses cannot grow the process without bound.
  app.use(
    compression({
      level: 6,
      memLevel: 8,
      windowBits: 15,
      brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 18 } },
    }),
  );
  app.use(nonce);
  app.use(securityHeaders());
  if (config.SOURCE_MAPS === 'public') app.use('/assets', sourceMaps(paths.sourceMaps));
  app.use('/assets', hashedAssets(paths.assets));
  app.use(publicFiles(paths.public));
  app.use('/og', ogImages(paths.ogImages));
  app.use(caseStudyFiles(paths.caseStudies));
  app.use(healthRouter(readiness));
  app.use(
    seoRouter(
      config.SITE_URL,
      [routeTableSource, referenceCodeSource, blogSitemapSource(blog, logger)],
      edifactSitemaps,
    ),
  );
  app.use('/api', leadsRouter(leads.service, leadLimit));
  app.use('/api', blogRouter(blog));
  app.use('/api', referencePreviewRouter(config.referenceUrls, logger));
  app.use('/api', structureRouter());
  app.use('/api', edifactRouter());
  app.use('/api', openApiRouter());
  const searchLimit = searchRateLimit({ limit: config.SEARCH_RATE_LIMIT, store: leads.sharedRateLimit('search:') });
  app.use('/api', searchRouter(search, searchLimit));
  app.use(
    '/api',
    ediRouter(inspections, {
      limit: config.EDI_API_RATE_LIMIT,
      store: leads.sharedRateLimit('edi-api:'),
      siteUrl: config.SITE_URL,
    }),
  );
  app.use(
    '/api',
    reconcileRouter(inspections, { limit: config.EDI_API_RATE_LIMIT, store: leads.sharedRateLimit('edi-reconcile:') }),
  );
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not Found' }));
  app.use(schemaRouter(config.SITE_URL));
  app.use(guideRouter(config.SITE_URL));
  app.use(permanentRedirects);
  const render = renderer.handler;
  // Without JavaScript the lead forms post to their pages; the page's action validates, stores and redirects.
  const formPost = [
    sameOriginPosts(config.SITE_URL),
    leadLimit,
    requireContentType('application/x-www-form-urlencoded'),
    express.urlencoded({ extended: false, limit: bodyLimit }),
    render,
  ];
  app.post(formPaths('lead'), ...formPost);
  // The EDI inspector without JavaScript: up to 5 MB of EDI, parsed by the page's action, never stored.
  app.post(
    formPaths('inspector'),
    sameOriginPosts(config.SITE_URL),
    ...inspectorFormPost(20, leads.sharedRateLimit('edi-form:')),
    render,
  );
  // Results are rendered per request: counted with the API's searches.
  app.get('/search', searchLimit);
  app.get('/{*splat}', render);
  app.use(errorHandler(logger));
  return app;
}
