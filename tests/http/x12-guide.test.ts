import request from 'supertest';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { esc, jsonLd, SITE_URL, testApp } from './helpers';

const { app } = testApp();

describe('/resources/x12-transaction-sets', () => {
  it('lists all 318 sets in the server HTML with the common six and both calls to action', async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets').expect(200)).text;
    for (const s of x12TransactionSets) expect(html).toContain(`href="/resources/x12-transaction-sets/${s.code}"`);
    expect(html).toContain('Showing 318 of 318 transaction sets');
    expect(html).toContain('Most Common X12 Transaction Sets');
    expect(html).toMatch(/<option value="all"[^>]*>All Industries<\/option><option value="All"[^>]*>All<\/option>/);
    expect(html).toMatch(/href="\/about-edi-converter"[^>]*>Try Free EDI Converter</);
  });

  it("renders filtered views from the URL, keeping 'all' and 'All' apart, and the empty state", async () => {
    const everything = (await request(app).get('/resources/x12-transaction-sets?industry=all').expect(200)).text;
    expect(everything).toContain('Showing 318 of 318 transaction sets');
    const universal = (await request(app).get('/resources/x12-transaction-sets?industry=All').expect(200)).text;
    const n = x12TransactionSets.filter((s) => s.industry.includes('All')).length;
    expect(universal).toContain(`Showing ${n} of 318 transaction sets`);
    const none = (await request(app).get('/resources/x12-transaction-sets?q=zebra').expect(200)).text;
    expect(none).toContain('No transaction sets found matching your criteria');
  });

  it('gives every set its own page with head and breadcrumbs', async () => {
    const html = (await request(app).get('/resources/x12-transaction-sets/856').expect(200)).text;
    const s = x12TransactionSets.find((x) => x.code === '856');
    expect(html).toContain(`<title>856: Ship Notice/Manifest | X12 005010 | Northwind EDI</title>`);
    expect(html).toContain(esc(s?.description ?? ''));
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/resources/x12-transaction-sets/856"/>`);
    // Our guides are its documentation; another site's only where we have none (940).
    expect(html).toContain('href="/resources/x12-transaction-sets/856/guide/005010"');
    expect(html).not.toContain('href="https://www.stedi.com/edi/x12-005010/856"');
    const other = (await request(app).get('/resources/x12-transaction-sets/940').expect(200)).text;
    expect(other).toContain('https://www.stedi.com/edi/x12-005010/940');
    expect(jsonLd(html).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
    await request(app).get('/resources/x12-transaction-sets/123').expect(404);
  });
});
