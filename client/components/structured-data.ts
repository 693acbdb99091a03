/** schema.org builders for page heads. */
import { homeCrumb } from '../../content/head';
import {
  blogsTitle,
  edifactGuideTitle,
  guideIndexNames,
  integrationsIndexTitle,
  x12GuideTitle,
} from '../../content/pages/index-titles';
import { guidePath } from '../../shared/standards';

/** The index pages other pages sit under, named in trails by their head titles. */
const parentTitles: Partial<Record<string, string>> = {
  '/blogs': blogsTitle,
  '/integrations': integrationsIndexTitle,
  [guidePath('x12')]: x12GuideTitle,
  [guidePath('edifact')]: edifactGuideTitle,
};

export const breadcrumbList = (siteUrl: string, crumbs: { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: c.name,
    item: `${siteUrl}${c.path}`,
  })),
});

export const service = (
  siteUrl: string,
  s: { name: string; description: string; path: string; serviceType: string },
) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: s.name,
  description: s.description,
  serviceType: s.serviceType,
  url: `${siteUrl}${s.path}`,
  areaServed: 'Worldwide',
  provider: { '@id': `${siteUrl}/#organization` },
});

/** A page's name in a trail: its head title without the " | Northwind EDI…" suffix. */
const crumbName = (title: string) => title.split(' | ')[0]?.trim() || title;

/** The guides' short names, as their code and guide pages' trails name them (the head titles are long, #47). */
const indexNames: Partial<Record<string, string>> = {
  [guidePath('x12')]: guideIndexNames.x12,
  [guidePath('edifact')]: guideIndexNames.edifact,
};

/**
 * Home, then every index page above the path (paths without a page of their own, like /solutions,
 * are skipped), then the page itself under its own title.
 */
export function breadcrumbTrail(pathname: string, pageTitle: string): { name: string; path: string }[] {
  const parts = pathname.split('/').filter(Boolean);
  const trail = [{ name: homeCrumb, path: '/' }];
  for (let i = 1; i < parts.length; i++) {
    const path = `/${parts.slice(0, i).join('/')}`;
    const parent = parentTitles[path];
    if (parent) trail.push({ name: indexNames[path] ?? crumbName(parent), path });
  }
  const path = `/${parts.join('/')}`;
  if (parts.length > 0) trail.push({ name: indexNames[path] ?? crumbName(pageTitle), path });
  return trail;
}

const isBreadcrumbList = (value: object) => '@type' in value && value['@type'] === 'BreadcrumbList';
export const hasBreadcrumbList = (values: readonly object[]) => values.some(isBreadcrumbList);
