/** schema.org builders for page heads. */
import { homeCrumb } from '../../content/head';
import { hybridDefault, jobPlaces, remoteCountry, type JobPosting } from '../../content/pages/careers';
import { findRoute } from '../../shared/routes';

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

/** A page's name in a trail: its head title without the " | Northwind EDI…" suffix. */
const crumbName = (title: string) => title.split(' | ')[0]?.trim() || title;

/**
 * Home, then every route-table page above the path (paths without a page of their own, like
 * /solutions, are skipped), then the page itself under its own title.
 */
export function breadcrumbTrail(pathname: string, pageTitle: string): { name: string; path: string }[] {
  const parts = pathname.split('/').filter(Boolean);
  const trail = [{ name: homeCrumb, path: '/' }];
  for (let i = 1; i < parts.length; i++) {
    const path = `/${parts.slice(0, i).join('/')}`;
    const route = findRoute(path);
    if (route) trail.push({ name: crumbName(route.head.title), path });
  }
  if (parts.length > 0) trail.push({ name: crumbName(pageTitle), path: `/${parts.join('/')}` });
  return trail;
}

const isBreadcrumbList = (value: object) => '@type' in value && value['@type'] === 'BreadcrumbList';
export const hasBreadcrumbList = (values: readonly object[]) => values.some(isBreadcrumbList);

const CURRENCIES: Record<string, string> = { $: 'USD', '₹': 'INR', '€': 'EUR', '£': 'GBP' };

/** "$130,000 - $160,000" → USD 130000-160000; undefined when the text names no amounts. */
export function salaryRange(text: string): { currency: string; min: number; max: number } | undefined {
  const currency = CURRENCIES[text.trim().charAt(0)];
  const amounts = (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, ''))).filter((n) => n > 0);
  if (!currency || amounts.length === 0) return undefined;
  return { currency, min: Math.min(...amounts), max: Math.max(...amounts) };
}

/** schema.org JobPosting for one opening: offices it names, remote hiring country, salary band. */
export function jobPosting(siteUrl: string, job: JobPosting, url: string) {
  const remote = /remote/i.test(job.location);
  const named = jobPlaces.filter((p) => job.location.includes(p.match));
  const places = named.length > 0 || !/hybrid/i.test(job.location) ? named : jobPlaces.filter((p) => p.match === hybridDefault);
  const salary = salaryRange(job.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.responsibilities, ...job.requirements].map((line) => `<p>${line}</p>`).join(''),
    identifier: { '@type': 'PropertyValue', name: 'Northwind EDI', value: job.id },
    datePosted: job.datePosted,
    employmentType: 'FULL_TIME',
    industry: 'Software',
    occupationalCategory: job.department,
    experienceRequirements: job.experience,
    url,
    hiringOrganization: { '@id': `${siteUrl}/#organization` },
    ...(places.length > 0 && { jobLocation: places.map((p) => ({ '@type': 'Place', address: { '@type': 'PostalAddress', ...p.address } })) }),
    ...(remote && { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: remoteCountry } }),
    ...(salary && {
      baseSalary: { '@type': 'MonetaryAmount', currency: salary.currency, value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: 'YEAR' } },
    }),
  };
}
