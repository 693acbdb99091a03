import { existsSync } from 'node:fs';
import request from 'supertest';
import { postings } from '../../content/pages/careers';
import { routeTable } from '../../shared/routes';
import { GOOGLEBOT, SITE_URL, jsonLd, testApp } from './helpers';

const { app } = testApp();
const page = async (path: string) => (await request(app).get(path).set('User-Agent', GOOGLEBOT).expect(200)).text;
const property = (html: string, name: string) =>
  new RegExp(`<meta property="${name}" content="([^"]*)"`).exec(html)?.[1];
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

const X12_POST = '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need';

describe('blog detail', () => {
  it('shows the author, a date written for people and the reading time', async () => {
    const html = await page(X12_POST);
    expect(html).toContain('By Priya Raman, EDI Implementation Lead · 18 September 2025 · ');
    expect(html).toMatch(/· \d+ min read/);
    expect(html).not.toContain('· 2025-09-18');
  });

  it('lists three related articles on its topics', async () => {
    const html = await page('/blogs/the-edi-order-cycle-850-855-856-and-810-explained');
    const related = html.slice(html.indexOf('id="related-heading"'));
    expect([...related.matchAll(/href="\/blogs\/([^"]+)"/g)].map((m) => m[1])).toEqual([
      'monitoring-edi-end-to-end',
      '997-and-contrl-acknowledgments',
      'advance-ship-notices-without-chargebacks',
    ]);
  });
});

describe('og:image', () => {
  it('is a 1200×630 PNG for a post, with type and size declared', async () => {
    const html = await page(X12_POST);
    const image = property(html, 'og:image');
    expect(image).toBe(`${SITE_URL}/og/blog/x12-vs-edifact-whats-the-difference-and-which-do-you-need.png`);
    expect(property(html, 'og:image:type')).toBe('image/png');
    expect(property(html, 'og:image:width')).toBe('1200');
    expect(property(html, 'og:image:height')).toBe('630');
    expect(/<meta name="twitter:image" content="([^"]*)"/.exec(html)?.[1]).toBe(image);
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting');
    expect(posting?.['image']).toEqual([image, `${SITE_URL}/images/blog/x12-vs-edifact.svg`]);
    expect(posting?.['author']).toMatchObject({ '@type': 'Person', name: 'Priya Raman' });
  });

  it('is a page-specific PNG on every page of the route table', async () => {
    for (const route of routeTable.slice(0, 8)) {
      const html = await page(route.path);
      expect(property(html, 'og:image')).toMatch(new RegExp(`^${SITE_URL}/og/pages/[a-z0-9-]+\\.png$`));
    }
  });

  // The images are made by the build (npm test builds first); served files are checked byte by byte.
  it('is served as image/png, 1200×630, for every post and every page', async () => {
    expect(existsSync('dist/client/og')).toBe(true);
    const paths = [X12_POST, '/', '/careers', '/solutions/3pl', '/resources/edifact/d96a/messages/DESADV'];
    for (const path of paths) {
      const url = property(await page(path), 'og:image')?.replace(SITE_URL, '') ?? '';
      const res = await request(app)
        .get(url)
        .buffer(true)
        .parse((r, done) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toMatch(/max-age=86400/);
      const png = res.body as Buffer;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    }
  });
});

describe('paginated pages are self-canonical', () => {
  it.each([
    ['/blogs?page=2', `${SITE_URL}/blogs?page=2`],
    ['/blogs?page=3', `${SITE_URL}/blogs?page=3`],
    ['/blogs', `${SITE_URL}/blogs`],
    ['/blogs?page=99', `${SITE_URL}/blogs`],
    ['/blogs?q=edi&page=2', `${SITE_URL}/blogs`],
    ['/blog-categories/edi?page=2', `${SITE_URL}/blog-categories/edi?page=2`],
    ['/blog-categories/edi?page=abc', `${SITE_URL}/blog-categories/edi`],
  ])('%s → %s', async (path, expected) => {
    const html = await page(path);
    expect(canonical(html)).toBe(expected);
    expect(property(html, 'og:url')).toBe(expected);
  });
});

describe('structured data', () => {
  it('lists every career posting as a JobPosting with date, place or remote country, and salary', async () => {
    const jobs = jsonLd(await page('/careers')).filter((d) => d['@type'] === 'JobPosting');
    expect(jobs.map((j) => j['title'])).toEqual(postings.map((p) => p.title));
    for (const job of jobs) {
      expect(job['datePosted']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job['hiringOrganization']).toEqual({ '@id': `${SITE_URL}/#organization` });
      expect(job['employmentType']).toBe('FULL_TIME');
      expect(job['jobLocation'] ?? job['applicantLocationRequirements']).toBeDefined();
      expect(job['baseSalary']).toMatchObject({ '@type': 'MonetaryAmount', value: { unitText: 'YEAR' } });
    }
    const remote = jobs.find((j) => j['title'] === 'Frontend Engineer (React)');
    expect(remote).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'US' },
    });
    const hyderabad = jobs.find((j) => j['title'] === 'EDI Implementation Engineer');
    expect(hyderabad).toMatchObject({
      jobLocation: [{ address: { addressLocality: 'Hyderabad', addressCountry: 'IN' } }],
      baseSalary: { currency: 'INR' },
    });
    // The ?job= view of an opening carries the same listings; a filtered view only the ones it shows.
    const open = jsonLd(await page('/careers?job=frontend-engineer')).filter((d) => d['@type'] === 'JobPosting');
    expect(open).toHaveLength(postings.length);
    const filtered = jsonLd(await page('/careers?department=Support')).filter((d) => d['@type'] === 'JobPosting');
    expect(filtered.map((j) => j['title'])).toEqual(
      postings.filter((p) => p.department === 'Support').map((p) => p.title),
    );
  });

  it('gives every inner page exactly one BreadcrumbList, ending at the page itself', async () => {
    const paths = [
      // Search results are noindex: no structured data for crawlers.
      ...routeTable.filter((r) => r.path !== '/' && r.sitemap !== false).map((r) => r.path),
      X12_POST,
      '/resources/x12-transaction-sets/850',
    ];
    for (const path of paths) {
      const crumbs = jsonLd(await page(path)).filter((d) => d['@type'] === 'BreadcrumbList');
      expect({ path, count: crumbs.length }).toEqual({ path, count: 1 });
      const items = (crumbs[0]?.['itemListElement'] ?? []) as { position: number; name: string; item: string }[];
      expect(items[0]).toMatchObject({ position: 1, item: `${SITE_URL}/` });
      expect(items.at(-1)?.item).toBe(`${SITE_URL}${path}`);
      for (const item of items) expect(item.name).not.toMatch(/\| Northwind|^$/);
    }
    expect(jsonLd(await page('/')).some((d) => d['@type'] === 'BreadcrumbList')).toBe(false);
    // Fifty server renders on a shared machine.
  }, 120_000);

  it('names the post, the blog and home in a post trail', async () => {
    const crumbs = jsonLd(await page(X12_POST)).find((d) => d['@type'] === 'BreadcrumbList');
    expect(((crumbs?.['itemListElement'] ?? []) as { name: string }[]).map((i) => i.name)).toEqual([
      'Home',
      'EDI & Integration Blog: Latest Insights',
      "X12 vs. EDIFACT: What's the Difference and Which Do You Need?",
    ]);
  });
});
