/** schema.org builders for page heads. */
export const breadcrumbList = (siteUrl: string, crumbs: { name: string; path: string }[]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: `${siteUrl}${c.path}` })),
});

export const service = (siteUrl: string, s: { name: string; description: string; path: string; serviceType: string }) => ({
  '@context': 'https://schema.org',
  '@type': 'Service',
  name: s.name,
  description: s.description,
  serviceType: s.serviceType,
  url: `${siteUrl}${s.path}`,
  areaServed: 'Worldwide',
  provider: { '@id': `${siteUrl}/#organization` },
});
