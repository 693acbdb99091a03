import type { Logger } from 'pino';
import type { AssetManifest } from '../shared/asset-manifest';
import { BlogService } from './blog/blog-service';
import { contentSource, wordpressSource } from './blog/sources';
import type { Config } from './config';
import { openLeads, type Leads } from './leads/leads';
import type { LeadStore } from './leads/lead-store';
import { loadManifest } from './pages/manifest';
import { countPageCache, watchInspections } from './metrics/metrics';
import { PageCache } from './pages/page-cache';
import { isPagePath } from './pages/page-paths';
import { paths } from './paths';
import { Readiness } from './readiness';
import { fixedSecurityHeaders } from './http/security-headers';
import { pageServices } from './pages/page-services';
import { createRenderer, type Renderer } from './pages/render';
import { createInspectPool, inspectPage, type InspectPool } from './edi/inspect-pool';
import { openSiteSearch, type SiteSearch } from './search/site-index';

/** Everything the app serves with, opened once: the composition root (index.ts, and each test's own). */
export interface Services {
  config: Config;
  logger: Logger;
  readiness: Readiness;
  manifest: AssetManifest;
  leads: Leads;
  blog: BlogService;
  renderer: Renderer;
  pageCache: PageCache;
  /** EDI inspections off the request thread (the API and the inspector's no-JS post). */
  inspections: InspectPool;
  /** The site search's index, made from content at start (the /search page and /api/search). */
  search: SiteSearch;
}

export interface ServiceOverrides {
  /** Opens the lead store (tests inject faulty or shared stores). */
  openStore?: () => LeadStore;
  manifest?: AssetManifest;
}

export function openServices(config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const readiness = new Readiness();
  const manifest = overrides.manifest ?? loadManifest(paths.manifest);
  const leads = overrides.openStore ? openLeads(config, logger, overrides.openStore) : openLeads(config, logger);
  readiness.addCheck('leadStore', leads.writable);
  const source =
    config.blog.source === 'wordpress' ? wordpressSource(config.blog.apiUrl) : contentSource(paths.blogPosts);
  const blog = new BlogService(source, logger);
  const inspections = createInspectPool({
    filename: paths.inspectWorker,
    threads: config.INSPECT_THREADS,
    queue: config.INSPECT_QUEUE,
    timeoutMs: config.INSPECT_TIMEOUT_MS,
    idleMs: config.INSPECT_IDLE_MS,
    logger,
  });
  watchInspections(inspections);
  const search = openSiteSearch(paths.blogPosts);
  const renderer = createRenderer({
    services: pageServices({ leads: leads.formGateway, blogs: blog, inspect: inspectPage(inspections), search }),
    manifest,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    config: {
      siteUrl: config.SITE_URL,
      demoUrl: config.DEMO_URL,
      appUrl: config.APP_URL,
      referenceUrls: config.referenceUrls,
      assets: { icons: manifest.icons, styles: manifest.styles?.href },
    },
  });
  const pageCache = new PageCache({
    ttlSeconds: config.PAGE_CACHE_TTL_S,
    maxBytes: config.PAGE_CACHE_MAX_MB * 1024 * 1024,
    render: renderer.renderWhole,
    isPagePath,
    // Search results pages count against the search rate limit, so each is answered by the search.
    keepsQueries: (path) => path !== '/search',
    logger,
    onLookup: countPageCache,
    fixedHeaders: fixedSecurityHeaders(),
  });
  return { config, logger, readiness, manifest, leads, blog, renderer, pageCache, inspections, search };
}
