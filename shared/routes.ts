/**
 * THE route table, as data: paths, page templates, sitemap hints, header sections, form posts. The router
 * and the page registry (client/routes.tsx), the build's chunk map, the asset manifest check, the sitemap,
 * form posts (server/app.ts), the page cache and the route tests all read it: a path that is not here does
 * not exist on the site. Adding a page is one entry here (and its key in `pageKeys`), one page module under
 * client/pages/ (which exports its head copy) and one content module.
 */
import { matchPath } from 'react-router-dom';
import { integrationSummaries } from '../content/integrations';
import { solutionSummaries } from '../content/solutions';
import { guideList } from '../content/x12-guides/guide-list';
import type { GuideRelease } from '../content/x12-guides/guide-types';
import { standards, x12GuidePath } from './standards';

/** Page templates: one code-split chunk each (client/routes.tsx maps each to its module); several routes may share one. */
export const pageKeys = [
  'home',
  'case-studies',
  'blogs',
  'blog-detail',
  'blog-category-edi',
  'about',
  'careers',
  'supplier-program',
  'legal',
  'contact',
  'converter',
  'faq',
  'testimonials',
  'x12-transaction-sets',
  'edifact-messages',
  'solution',
  'integration',
  'integrations',
  'reference-code',
  'x12-guide',
  'edi-inspector',
  'developers',
  'edifact',
  'search',
  'edi-guide-editor',
  'edi-guide-print',
] as const;

export type PageKey = (typeof pageKeys)[number];

export interface SitemapHints {
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

/** The header entry a page highlights (docs/spec.md, "Header"). */
export type NavSection = 'home' | 'solutions' | 'integrations' | 'resources';

/** What a page's form posts are, without JavaScript: a lead (rate-limited, stored) or EDI to inspect. */
export type FormPost = 'lead' | 'inspector';

export interface RouteEntry {
  path: string;
  page: PageKey;
  /** `false`: a page crawlers are not asked to index (search results), left out of the sitemap. */
  sitemap: SitemapHints | false;
  nav?: NavSection;
  form?: FormPost;
}

export interface DynamicRoute {
  path: string;
  page: PageKey;
  nav?: NavSection;
  /** How the shell scrolls to the top on arriving (default: instantly). */
  scroll?: 'smooth';
}

const weekly = (priority: number): SitemapHints => ({ changefreq: 'weekly', priority });
const monthly = (priority: number): SitemapHints => ({ changefreq: 'monthly', priority });

const staticRoutes = [
  { path: '/', page: 'home', sitemap: weekly(1), nav: 'home' },
  { path: '/case-studies', page: 'case-studies', sitemap: monthly(0.7), nav: 'resources' },
  { path: '/blogs', page: 'blogs', sitemap: weekly(0.8), nav: 'resources' },
  { path: '/blog-categories/edi', page: 'blog-category-edi', sitemap: weekly(0.6) },
  { path: '/about', page: 'about', sitemap: monthly(0.6) },
  { path: '/careers', page: 'careers', sitemap: weekly(0.6) },
  { path: '/supplier-program', page: 'supplier-program', sitemap: monthly(0.7) },
  { path: '/privacy-policy', page: 'legal', sitemap: monthly(0.2) },
  { path: '/terms-and-conditions', page: 'legal', sitemap: monthly(0.2) },
  { path: '/contact', page: 'contact', sitemap: monthly(0.8), form: 'lead' },
  { path: '/about-edi-converter', page: 'converter', sitemap: monthly(0.8), form: 'lead' },
  { path: '/faq', page: 'faq', sitemap: monthly(0.7), nav: 'resources' },
  { path: '/testimonials', page: 'testimonials', sitemap: monthly(0.6), nav: 'resources' },
  { path: '/resources/x12-transaction-sets', page: 'x12-transaction-sets', sitemap: monthly(0.8), nav: 'resources' },
  { path: '/resources/edifact-messages', page: 'edifact-messages', sitemap: monthly(0.8), nav: 'resources' },
  { path: '/integrations', page: 'integrations', sitemap: monthly(0.7), nav: 'integrations' },
  { path: '/edi-inspector', page: 'edi-inspector', sitemap: monthly(0.8), nav: 'resources', form: 'inspector' },
  { path: '/edi-guides/new', page: 'edi-guide-editor', sitemap: monthly(0.6), nav: 'resources' },
  // A user's guide from this browser, to print: nothing of its own to index.
  { path: '/edi-guides/print', page: 'edi-guide-print', sitemap: false, nav: 'resources' },
  { path: '/developers', page: 'developers', sitemap: monthly(0.7), nav: 'resources' },
  { path: '/resources/edifact', page: 'edifact', sitemap: monthly(0.7), nav: 'resources' },
  // Rendered per query (?q=), noindex: not in the sitemap.
  { path: '/search', page: 'search', sitemap: false },
] as const satisfies readonly RouteEntry[];

/** The header's Integrations entry lights up for the systems its dropdown names (docs/spec.md, "Header"). */
const headerIntegrations = ['dynamics-365', 'netsuite', 'oracle', 'sap', 'infor', 'epicor'];

export const routeTable: readonly RouteEntry[] = [
  ...staticRoutes,
  ...solutionSummaries.map((s): RouteEntry => ({
    path: `/solutions/${s.slug}`,
    page: 'solution',
    sitemap: monthly(0.8),
    nav: 'solutions',
  })),
  // Our X12 implementation guides, one page per set and release (content/x12-guides/guide-list.ts).
  ...guideList.flatMap((g) =>
    g.releases.map((release): RouteEntry => ({
      path: x12GuidePath(g.set, release),
      page: 'x12-guide',
      sitemap: monthly(0.6),
      nav: 'resources',
    })),
  ),
  ...integrationSummaries.map((i): RouteEntry => ({
    path: `/integrations/${i.slug}`,
    page: 'integration',
    sitemap: monthly(0.7),
    ...(headerIntegrations.some((prefix) => i.slug.startsWith(prefix)) && { nav: 'integrations' }),
  })),
];

/** Parameterised routes: rendered by the router, listed in the sitemap through their own sources. */
export const dynamicRoutes: readonly DynamicRoute[] = [
  // Opening an article scrolls to the top smoothly, unlike the shell's instant reset (docs/spec.md, "Blog").
  { path: '/blogs/:slug', page: 'blog-detail', nav: 'resources', scroll: 'smooth' },
  // One page per code of every standard's guide (shared/standards.ts).
  ...standards.map((s): DynamicRoute => ({ path: `${s.guidePath}/:code`, page: 'reference-code', nav: 'resources' })),
  // Every UN/EDIFACT directory and its entries (shared/edifact-reference.ts); the data says which exist.
  { path: '/resources/edifact/:dir', page: 'edifact', nav: 'resources' },
  { path: '/resources/edifact/:dir/:kind/:id', page: 'edifact', nav: 'resources' },
  // The service segments (ISO 9735) per syntax version, beside the directories.
  { path: '/resources/edifact/syntax/:version', page: 'edifact', nav: 'resources' },
  { path: '/resources/edifact/syntax/:version/segments/:tag', page: 'edifact', nav: 'resources' },
];

/** Permanent redirects (301) for legacy and short paths. */
export const redirects: Readonly<Record<string, string>> = {
  '/order-to-cash': '/solutions/order-to-cash',
  '/terms': '/terms-and-conditions',
  '/privacy': '/privacy-policy',
};

const byPath = new Map(routeTable.map((r) => [r.path, r]));
export const findRoute = (path: string): RouteEntry | undefined => byPath.get(path);

/** The paths whose forms post to their own page without JavaScript. */
export const formPaths = (kind: FormPost): string[] => routeTable.filter((r) => r.form === kind).map((r) => r.path);

/** A path of the route table: navigation and footer links are typed against it. */
export type SitePath =
  | (typeof staticRoutes)[number]['path']
  | `/solutions/${(typeof solutionSummaries)[number]['slug']}`
  | `/integrations/${(typeof integrationSummaries)[number]['slug']}`
  // Our guides and the EDIFACT directories: whether the set or directory exists is data, checked by
  // tests/unit/navigation-links.test.ts for every link the navigation holds.
  | `/resources/x12-transaction-sets/${string}/guide/${GuideRelease}`
  | `/resources/edifact/${string}`;

/** The route (static or parameterised) that renders a path, or undefined when none does. */
export function routeAt(pathname: string): RouteEntry | DynamicRoute | undefined {
  return findRoute(pathname) ?? dynamicRoutes.find((r) => matchPath(r.path, pathname));
}

/** The page template that renders a path, or undefined when no route does. */
export const pageAt = (pathname: string): PageKey | undefined => routeAt(pathname)?.page;
