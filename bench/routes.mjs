// The routes the benchmarks request: one representative path per page template, and the mixes for the
// load runs. Paths only; the server decides what is cached (server/pages/page-cache.ts: canonical paths, with
// tracking parameters such as utm_* and gclid dropped; any other query renders per request).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { loadRouteModule } from '../scripts/route-table.mjs';

/**
 * The order the reports have always printed templates in, so that runs in bench/results/ line up; a template
 * added since follows them, in the route table's order.
 */
const REPORT_ORDER = [
  'home',
  'solution',
  'integration',
  'integrations',
  'blogs',
  'blog-detail',
  'blog-category-edi',
  'x12-transaction-sets',
  'edifact-messages',
  'reference-code',
  'contact',
  'faq',
  'converter',
  'careers',
  'case-studies',
  'about',
  'supplier-program',
  'testimonials',
  'legal',
  'edi-inspector',
];

/** The article the reports have measured (its URL's slug comes from its title); if it is gone, the first post. */
const SAMPLE_POST = 'x12-vs-edifact.md';
/**
 * Per standard, the code the reports have measured: the purchase order. A standard added since: its first code.
 * @type {Record<string, string>}
 */
const SAMPLE_CODES = { x12: '850', edifact: 'ORDERS' };

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * A template's place in the report: REPORT_ORDER's, then the table's.
 * @param {string} page
 * @param {readonly string[]} pageKeys
 */
const rank = (page, pageKeys) => {
  const known = REPORT_ORDER.indexOf(page);
  return known >= 0 ? known : REPORT_ORDER.length + pageKeys.indexOf(page);
};

/**
 * The sample article's slug (its title's, as the site derives it).
 * @param {(title: string) => string} blogSlug
 */
function samplePostSlug(blogSlug) {
  const dir = join(root, 'content', 'blog', 'posts');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  const file = files.includes(SAMPLE_POST) ? SAMPLE_POST : files[0];
  if (!file) throw new Error(`bench/routes.mjs: no post in ${dir}`);
  return blogSlug(String(matter(readFileSync(join(dir, file), 'utf8')).data.title));
}

/**
 * A parameterised route's path with sample values, and what sets it apart from its template's other routes.
 * @param {string} path
 * @param {import('../scripts/route-table.mjs').RouteModule} table
 * @returns {Promise<{ variant: string, path: string }>}
 */
async function withSamples(path, { standards, blogSlug }) {
  if (path === '/blogs/:slug') return { variant: 'post', path: `/blogs/${samplePostSlug(blogSlug)}` };
  const standard = standards.find((s) => path === `${s.guidePath}/:code`);
  if (!standard) throw new Error(`bench/routes.mjs: no sample parameters for ${path}`);
  const code = SAMPLE_CODES[standard.id] ?? (await standard.entries())[0]?.code;
  if (!code) throw new Error(`bench/routes.mjs: standard ${standard.id} has no code`);
  return { variant: standard.id, path: path.replace(':code', code) };
}

/**
 * One path per page template, derived from the route table (shared/routes.ts): a template's first static
 * path, or else its parameterised routes filled with sample values (an article, a code per standard), as
 * `[label, path]` pairs in the order the report prints them. The label is the template's key, with the
 * variant when a template has several routes: `reference-code (x12)`, `reference-code (edifact)`.
 * @returns {Promise<[string, string][]>}
 */
export async function templateRoutes() {
  const table = await loadRouteModule(root);
  const { routeTable, dynamicRoutes, pageKeys } = table;
  /** @type {[string, string][]} */
  const rows = [];
  const ordered = [...pageKeys].sort((a, b) => rank(a, pageKeys) - rank(b, pageKeys));
  for (const page of ordered) {
    const staticPath = routeTable.find((r) => r.page === page)?.path;
    if (staticPath) {
      rows.push([page, staticPath]);
      continue;
    }
    const routes = dynamicRoutes.filter((r) => r.page === page);
    if (routes.length === 0) throw new Error(`bench/routes.mjs: page template ${page} has no route`);
    for (const route of routes) {
      const { variant, path } = await withSamples(route.path, table);
      rows.push([routes.length > 1 ? `${page} (${variant})` : page, path]);
    }
  }
  return rows;
}

/** The templates Lighthouse audits (npm run bench:lighthouse). */
export const lighthouseRoutes = [
  '/',
  '/solutions/3pl',
  '/integrations/sap',
  '/blogs',
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets',
  '/resources/edifact-messages',
  '/contact',
  '/faq',
  '/about-edi-converter',
  '/careers',
  '/case-studies',
  '/edi-inspector',
];

/** A campaign link: tracking parameters only, so the same page as `/` (and a page-cache hit). */
export const CAMPAIGN_PATH = '/?utm_source=a&gclid=b';
/** A query the page reads (the FAQ search): rendered for this request alone. */
export const PER_REQUEST_PATH = '/faq?q=edi';

/**
 * The soak's mix (26 URLs): cached pages, campaign links to them, queries rendered per request, UN/EDIFACT
 * directory pages of four directories (each loads that directory's tables) and the site search (page and API).
 */
export const soakPaths = [
  '/',
  '/solutions/3pl',
  '/integrations/sap',
  '/blogs',
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets',
  '/resources/edifact-messages',
  '/resources/x12-transaction-sets/850',
  '/contact',
  '/faq',
  '/careers',
  '/about',
  '/?utm_source=newsletter&utm_medium=email',
  '/solutions/order-to-cash?gclid=abc123',
  '/blogs?fbclid=xyz',
  '/faq?q=edi',
  '/faq?q=invoice',
  '/blogs?page=2',
  '/careers?department=engineering',
  '/resources/x12-transaction-sets?q=ship',
  '/resources/edifact/d96a/messages/ORDERS',
  '/resources/edifact/d01b/segments/NAD',
  '/resources/edifact/d12a/elements/1225',
  '/resources/edifact/d21b/composites/C506',
  '/search?q=invoice',
  '/api/search?q=856',
];
