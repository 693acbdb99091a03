/** schema.org builders for page heads. */
import { homeCrumb, type HeadCopy } from '../../content/head';
import { blogsHead, edifactGuideHead, integrationsIndexHead, x12GuideHead } from '../../content/pages/index-heads';
import { guideIndexNames } from '../../content/pages/reference-chrome';
import { guidePath } from '../../shared/standards';

/** The index pages other pages sit under, named in trails by their head titles. */
const parentHeads: Partial<Record<string, HeadCopy>> = {
  '/blogs': blogsHead,
  '/integrations': integrationsIndexHead,
  [guidePath('x12')]: x12GuideHead,
  [guidePath('edifact')]: edifactGuideHead,
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
    const parent = parentHeads[path];
    if (parent) trail.push({ name: indexNames[path] ?? crumbName(parent.title), path });
  }
  const path = `/${parts.join('/')}`;
  if (parts.length > 0) trail.push({ name: indexNames[path] ?? crumbName(pageTitle), path });
  return trail;
}

const isBreadcrumbList = (value: object) => '@type' in value && value['@type'] === 'BreadcrumbList';
export const hasBreadcrumbList = (values: readonly object[]) => values.some(isBreadcrumbList);
