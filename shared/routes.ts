/**
 * THE route table. Router (client/routes.tsx), navigation, sitemap, page head and the route tests
 * all read it; a path that is not here does not exist on the site.
 */
import { matchPath } from 'react-router-dom';
import { pageHead, type HeadCopy } from '../content/head';
import { integrationSummaries } from '../content/integrations';
import { solutionSummaries } from '../content/solutions';

/** Page modules under client/pages/; several routes may share one template. */
export type PageKey =
  | 'home' | 'case-studies' | 'blogs' | 'blog-detail' | 'blog-category-edi' | 'about' | 'careers'
  | 'supplier-program' | 'legal' | 'contact' | 'converter' | 'faq' | 'testimonials'
  | 'x12-transaction-sets' | 'edifact-messages' | 'solution' | 'integration' | 'integrations' | 'reference-code'
  | 'edi-inspector';

export interface SitemapHints {
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}

export interface RouteEntry {
  path: string;
  page: PageKey;
  head: HeadCopy;
  sitemap: SitemapHints;
}

const weekly = (priority: number): SitemapHints => ({ changefreq: 'weekly', priority });
const monthly = (priority: number): SitemapHints => ({ changefreq: 'monthly', priority });

type StaticPath = keyof typeof pageHead;
const page = (path: StaticPath, pageKey: PageKey, sitemap: SitemapHints): RouteEntry => ({
  path,
  page: pageKey,
  head: pageHead[path],
  sitemap,
});

export const routeTable: readonly RouteEntry[] = [
  page('/', 'home', weekly(1)),
  page('/case-studies', 'case-studies', monthly(0.7)),
  page('/blogs', 'blogs', weekly(0.8)),
  page('/blog-categories/edi', 'blog-category-edi', weekly(0.6)),
  page('/about', 'about', monthly(0.6)),
  page('/careers', 'careers', weekly(0.6)),
  page('/supplier-program', 'supplier-program', monthly(0.7)),
  page('/privacy-policy', 'legal', monthly(0.2)),
  page('/terms-and-conditions', 'legal', monthly(0.2)),
  page('/contact', 'contact', monthly(0.8)),
  page('/about-edi-converter', 'converter', monthly(0.8)),
  page('/faq', 'faq', monthly(0.7)),
  page('/testimonials', 'testimonials', monthly(0.6)),
  page('/resources/x12-transaction-sets', 'x12-transaction-sets', monthly(0.8)),
  page('/resources/edifact-messages', 'edifact-messages', monthly(0.8)),
  page('/integrations', 'integrations', monthly(0.7)),
  page('/edi-inspector', 'edi-inspector', monthly(0.8)),
  ...solutionSummaries.map((s) => ({
    path: `/solutions/${s.slug}`,
    page: 'solution' as const,
    head: {
      title: `${s.name} EDI & API Solution | Northwind EDI`,
      description: s.description,
      keywords: s.keywords,
    },
    sitemap: monthly(0.8),
  })),
  ...integrationSummaries.map((i) => ({
    path: `/integrations/${i.slug}`,
    page: 'integration' as const,
    head: {
      title: `${i.erpName} EDI Integration: ${i.erpFullName} | Northwind EDI`,
      description: i.description,
      keywords: [`${i.erpName} EDI`, `${i.erpName} integration`, `${i.erpFullName} EDI connector`],
    },
    sitemap: monthly(0.7),
  })),
];

/** Parameterised routes: rendered by the router, listed in the sitemap through their own sources. */
export const dynamicRoutes = [
  // Spec part 1 §2.7: opening an article scrolls to the top smoothly, unlike the shell's instant reset.
  { path: '/blogs/:slug', page: 'blog-detail', scroll: 'smooth' },
  { path: '/resources/x12-transaction-sets/:code', page: 'reference-code' },
  { path: '/resources/edifact-messages/:code', page: 'reference-code' },
] as const satisfies readonly {
  path: string;
  page: PageKey;
  scroll?: 'smooth';
}[];

/** Permanent redirects (301) for legacy and short paths. */
export const redirects: Readonly<Record<string, string>> = {
  '/order-to-cash': '/solutions/order-to-cash',
  '/terms': '/terms-and-conditions',
  '/privacy': '/privacy-policy',
};

const byPath = new Map(routeTable.map((r) => [r.path, r]));
export const findRoute = (path: string): RouteEntry | undefined => byPath.get(path);

/** A path of the route table: navigation and footer links are typed against it. */
export type SitePath =
  | StaticPath
  | `/solutions/${(typeof solutionSummaries)[number]['slug']}`
  | `/integrations/${(typeof integrationSummaries)[number]['slug']}`;

/** The page template that renders a path, or undefined when no route does. */
export function pageAt(pathname: string): PageKey | undefined {
  const route = [...routeTable, ...dynamicRoutes].find((r) => matchPath(r.path, pathname));
  return route?.page;
}
