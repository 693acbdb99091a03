import request from 'supertest';
import { canonicalPage } from '../../shared/code-pages';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { routeTable } from '../../shared/routes';
import { SITE_URL, testApp } from './helpers';

describe('health', () => {
  it('reports live and ready, without logging the checks', async () => {
    const { app, logs } = testApp();
    await request(app).get('/livez').expect(200, { status: 'ok' });
    await request(app).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(app).get('/readyz').expect(200);
    expect(ready.body.status).toBe('ready');
    expect(logs.filter((l) => /livez|readyz|healthz/.test(l))).toEqual([]);
    await request(app).get('/about').expect(200);
    const line = JSON.parse(logs.find((l) => l.includes('"/about"')) ?? '{}');
    expect(line.req.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line.res.statusCode).toBe(200);
  });

  it('fails readiness once shutdown begins, while staying live', async () => {
    const { app, readiness } = testApp();
    readiness.beginShutdown();
    const res = await request(app).get('/readyz').expect(503);
    expect(res.body.checks.accepting).toBe(false);
    await request(app).get('/livez').expect(200);
  });

  it('keeps a sane caller request id and replaces a hostile one', async () => {
    const { app } = testApp();
    const kept = await request(app).get('/about').set('X-Request-Id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(app).get('/about').set('X-Request-Id', '<script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemap and robots', () => {
  const { app } = testApp();

  it('is an index: the site pages first, then one sitemap per UN/EDIFACT directory, none over 50,000 URLs', async () => {
    const res = await request(app).get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const maps = locsOf(res.text);
    expect(maps[0]).toBe(`${SITE_URL}/sitemaps/site.xml`);
    expect(maps).toHaveLength(1 + 62 + 1);
    expect(maps).toContain(`${SITE_URL}/sitemaps/edifact-syntax-3.xml`);
    expect(maps).toContain(`${SITE_URL}/sitemaps/edifact-d96a.xml`);
    const d01b = locsOf((await request(app).get('/sitemaps/edifact-d01b.xml').expect(200)).text);
    expect(d01b.length).toBeGreaterThan(1000);
    expect(d01b.length).toBeLessThanOrEqual(50_000);
    expect(d01b).toContain(`${SITE_URL}/resources/edifact/d01b`);
    expect(d01b).toContain(`${SITE_URL}/resources/edifact/d01b/messages/ORDERS`);
    expect(d01b).toContain(`${SITE_URL}/resources/edifact/d01b/elements/1225`);
    await request(app).get('/sitemaps/edifact-d99z.xml').expect(404);
  });

  it('lists every route of the table and every EDIFACT message page as absolute URLs', async () => {
    const res = await request(app).get('/sitemaps/site.xml').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = new Set(locsOf(res.text));
    const listed = routeTable.filter((r) => r.sitemap !== false);
    for (const r of listed) expect(locs.has(`${SITE_URL}${r.path}`)).toBe(true);
    expect(locs.has(`${SITE_URL}/search`)).toBe(false); // noindex: search results
    // An EDIFACT message's one page is its directory page (in the directories' sitemaps), CONTRL aside (#47).
    const ownPages = edifactMessages.filter((m) => canonicalPage('edifact', m.code) === undefined);
    expect(ownPages.map((m) => m.code)).toEqual(['CONTRL']);
    for (const m of edifactMessages)
      expect(locs.has(`${SITE_URL}/resources/edifact-messages/${m.code}`)).toBe(ownPages.includes(m));
    for (const s of x12TransactionSets)
      expect(locs.has(`${SITE_URL}/resources/x12-transaction-sets/${s.code}`)).toBe(true);
    const posts = [...locs].filter((l) => l?.startsWith(`${SITE_URL}/blogs/`));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(locs.size).toBe(listed.length + 318 + ownPages.length + posts.length);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of the API', async () => {
    const res = await request(app).get('/robots.txt').expect(200);
    expect(res.text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(res.text).toContain('Disallow: /api/');
  });
});
