import { hybridDefault, jobPlaces, remoteCountry, type JobPosting } from '../../content/pages/careers';

// Apart from structured-data.ts: only the careers page needs it, and the careers content with it.
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
  const places =
    named.length > 0 || !/hybrid/i.test(job.location) ? named : jobPlaces.filter((p) => p.match === hybridDefault);
  const salary = salaryRange(job.salary);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: [job.description, ...job.responsibilities, ...job.requirements]
      .map((line) => `<p>${line}</p>`)
      .join(''),
    identifier: { '@type': 'PropertyValue', name: 'Northwind EDI', value: job.id },
    datePosted: job.datePosted,
    employmentType: 'FULL_TIME',
    industry: 'Software',
    occupationalCategory: job.department,
    experienceRequirements: job.experience,
    url,
    hiringOrganization: { '@id': `${siteUrl}/#organization` },
    ...(places.length > 0 && {
      jobLocation: places.map((p) => ({ '@type': 'Place', address: { '@type': 'PostalAddress', ...p.address } })),
    }),
    ...(remote && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: remoteCountry },
    }),
    ...(salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: salary.currency,
        value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: 'YEAR' },
      },
    }),
  };
}
