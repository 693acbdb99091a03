/**
 * THE route table, the site's registry. The router (client/routes.tsx), the build's chunk map (build.mjs), the
 * asset manifest check, navigation highlighting, the sitemap, form posts (server/app.ts), the page cache and
 * the route tests all read it: a path that is not here does not exist on the site. Adding a page is one
 * entry here, one page module under client/pages/ (which exports its head copy) and one content module.
 */
import { matchPath } from 'react-router-dom';
import { integrationSummaries } from '../content/integrations';
import { solutionSummaries } from '../content/solutions';
import type { HeadCopy } from '../content/head';
import type { PageModule } from './page-module';

/** Page templates: one code-split chunk each; several routes may share one. */
export const pageModules = {
  home: () => import('../client/pages/home'),
  'case-studies': () => import('../client/pages/case-studies'),
  blogs: () => import('../client/pages/blogs'),
  'blog-detail': () => import('../client/pages/blog-detail'),
  'blog-category-edi': () => import('../client/pages/blog-category-edi'),
  about: () => import('../client/pages/about'),
  careers: () => import('../client/pages/careers'),
  'supplier-program': () => import('../client/pages/supplier-program'),
  legal: () => import('../client/pages/legal'),
  contact: () => import('../client/pages/contact'),
  converter: () => import('../client/pages/converter'),
  faq: () => import('../client/pages/faq'),
  testimonials: () => import('../client/pages/testimonials'),
  'x12-transaction-sets': () => import('../client/pages/x12-transaction-sets'),
  'edifact-messages': () => import('../client/pages/edifact-messages'),
  solution: () => import('../client/pages/solution'),
  integration: () => import('../client/pages/integration'),
  integrations: () => import('../client/pages/integrations'),
  'reference-code': () => import('../client/pages/reference-code'),
  'edi-inspector': () => import('../client/pages/edi-inspector'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageModules;
export const pageKeys = Object.keys(pageModules).filter((key): key is PageKey => key in pageModules);

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
  sitemap: SitemapHints;
  nav?: NavSection;
  form?: FormPost;
}

interface DynamicRoute {
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
  { path: '/resources/x12-transaction-sets/:code', page: 'reference-code', nav: 'resources' },
  { path: '/resources/edifact-messages/:code', page: 'reference-code', nav: 'resources' },
];

export type Standard = 'x12' | 'edifact';

/** The two reference guides and their per-code pages (the dynamic routes above). */
export const guidePath = {
  x12: '/resources/x12-transaction-sets',
  edifact: '/resources/edifact-messages',
} as const satisfies Record<Standard, string>;

export const codePath = (standard: Standard, code: string) => `${guidePath[standard]}/${code}`;

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
  | `/integrations/${(typeof integrationSummaries)[number]['slug']}`;

/** The route (static or parameterised) that renders a path, or undefined when none does. */
export function routeAt(pathname: string): RouteEntry | DynamicRoute | undefined {
  return findRoute(pathname) ?? dynamicRoutes.find((r) => matchPath(r.path, pathname));
}

/** The page template that renders a path, or undefined when no route does. */
export const pageAt = (pathname: string): PageKey | undefined => routeAt(pathname)?.page;

/** Which header entry is highlighted for a path. */
export const activeSection = (pathname: string): NavSection | undefined => routeAt(pathname)?.nav;

/** The head copy of a route-table page, from its page module (loads the module). */
export async function headOf(entry: RouteEntry): Promise<HeadCopy | undefined> {
  const module: PageModule = await pageModules[entry.page]();
  return module.head?.(entry.path);
}
