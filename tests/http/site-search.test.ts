// The site search without JavaScript (#34): /search?q= rendered on the server, ranked for practitioners
// (exact codes, then synonyms, titles, body text), noindex and per request; /api/search as JSON; the 404's form.
import request from 'supertest';
import { esc, metaOf, testApp, titleOf } from './helpers';

const { app } = testApp();
/** The result links of a search page, in order (the best matches first). */
const resultLinks = async (q: string) => {
  const html = (
    await request(app)
      .get(`/search?q=${encodeURIComponent(q)}`)
      .expect(200)
  ).text;
  const main = html.slice(html.indexOf('<h1'));
  return [...main.matchAll(/<li[^>]*><a[^>]*href="([^"]+)"/g)].map((m) => m[1]);
};

describe('/search without JavaScript', () => {
  // The server makes its index on the first search (issue 46): made here, so a test times only its own query.
  beforeAll(async () => {
    await request(app).get('/search?q=edi').expect(200);
  });

  it.each([
    ['856', '/resources/x12-transaction-sets/856'],
    ['BGM', '/resources/edifact/d96a/segments/BGM'],
    ['1225', '/resources/edifact/d96a/elements/1225'],
    ['SAP', '/integrations/sap'],
    ['scorecards', '/blogs/edi-compliance-scorecards'],
    ['hardware', '/faq#q-3'],
  ])('%s: %s first', async (q, first) => {
    expect((await resultLinks(q))[0]).toBe(first);
  });

  it('ASN: the 856 and DESADV among the first three (synonyms)', async () => {
    const top = (await resultLinks('ASN')).slice(0, 3);
    expect(top).toEqual(
      expect.arrayContaining(['/resources/x12-transaction-sets/856', '/resources/edifact/d96a/messages/DESADV']),
    );
  });

  it('invoice: the 810 and INVOIC first, before any page that only mentions invoices', async () => {
    const top = (await resultLinks('invoice')).slice(0, 2);
    expect(top.sort()).toEqual(['/resources/edifact/d96a/messages/INVOIC', '/resources/x12-transaction-sets/810']);
  });

  // Only D.96A's entries are indexed; a query naming another directory finds that directory's pages (#47).
  it.each([
    ['d01b orders', '/resources/edifact/d01b/messages/ORDERS'],
    ['ORDERS D.01B', '/resources/edifact/d01b/messages/ORDERS'],
    ['d01b purchase order', '/resources/edifact/d01b/messages/ORDERS'],
    ['D.24A 1225', '/resources/edifact/d24a/elements/1225'],
    ['d01b c082', '/resources/edifact/d01b/composites/C082'],
    // A message D.96A does not have: found by its id in the directory that has it.
    ['d01b PRODAT', '/resources/edifact/d01b/messages/PRODAT'],
  ])('a directory and an id, "%s": %s first, the directory next', async (q, first) => {
    const links = await resultLinks(q);
    expect(links.slice(0, 2)).toEqual([first, first.split('/').slice(0, 4).join('/')]);
    await request(app).get(first).expect(200); // a page that exists
  });

  it('a directory alone finds its page', async () => {
    expect((await resultLinks('D.01B'))[0]).toBe('/resources/edifact/d01b');
  });

  it('a directory we do not have is a word like any other', async () => {
    expect((await resultLinks('d99z orders'))[0]).toBe('/resources/edifact/d96a/messages/ORDERS');
  });

  it('the FAQ answer the search leads to exists', async () => {
    expect((await request(app).get('/faq').expect(200)).text).toContain('id="q-3"');
  });

  it('groups by kind under headings, marks the matched words, and says how many', async () => {
    const html = (await request(app).get('/search?q=invoice').expect(200)).text;
    const headings = [...html.matchAll(/<h2 id="results-([a-z]+)"/g)].map((m) => m[1]);
    expect(headings[0]).toBe('best');
    expect(headings.slice(1)).toEqual(['page', 'x12', 'edifact', 'blog', 'faq'].filter((k) => headings.includes(k)));
    expect(html).toMatch(/<mark>Invoice<\/mark>/);
    expect(html).toMatch(/Results 1–50 of \d+, best first\./);
  });

  it('pages through every result: ?page=2 shows the next 50, with links both ways (#47)', async () => {
    const first = (await request(app).get('/search?q=invoice').expect(200)).text;
    const total = Number(/Results 1–50 of ([\d,]+)/.exec(first)?.[1]?.replace(',', ''));
    expect(total).toBeGreaterThan(50);
    expect(first).toContain('href="/search?q=invoice&amp;page=2"');
    const second = (await request(app).get('/search?q=invoice&page=2').expect(200)).text;
    expect(second).toContain(`Results 51–${Math.min(100, total)} of`);
    expect(second).toContain('href="/search?q=invoice"'); // back to the first page
    expect(second).not.toContain('id="results-best"'); // a later page has no "best matches"
    expect(resultUrls(second).size).toBeGreaterThan(0);
    const overlap = [...resultUrls(second)].filter((u) => resultUrls(first).has(u));
    expect(overlap).toEqual([]);
    // A page number out of bounds or not a number is the nearest page, never an error.
    await request(app).get('/search?q=invoice&page=999999').expect(200);
    await request(app).get('/search?q=invoice&page=-1').expect(200);
  });

  it('is noindex, not in the sitemap, canonical /search, and rendered per request', async () => {
    const res = await request(app).get('/search?q=850').expect(200);
    expect(metaOf(res.text, 'robots')).toBe('noindex, nofollow');
    expect(titleOf(res.text)).toBe('850 · Search | Northwind EDI');
    expect(res.headers['x-cache']).toBeUndefined();
    const sitemap = (await request(app).get('/sitemap.xml').expect(200)).text;
    expect(sitemap).not.toContain('/search<');
  });

  it('an empty q shows the form and says what to type', async () => {
    const html = (await request(app).get('/search?q=').expect(200)).text;
    expect(html).toContain('name="q"');
    expect(html).toContain('Type a code, a document name or a system to search the whole site.');
  });

  it('no results: says so and suggests codes and the guides', async () => {
    const html = (await request(app).get('/search?q=qqzzxx').expect(200)).text;
    expect(html).toContain(esc('Nothing on the site matches “qqzzxx”.'));
    expect(html).toContain('href="/resources/x12-transaction-sets"');
    expect(html).toContain('href="/search?q=850"');
  });

  it('markup in q is text', async () => {
    const html = (
      await request(app)
        .get(`/search?q=${encodeURIComponent('<script>alert(1)</script>')}`)
        .expect(200)
    ).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('a 10,000-character q is cut to 200 and answered within 300 ms', async () => {
    const q = 'invoice '.repeat(1250);
    const started = performance.now();
    const html = (
      await request(app)
        .get(`/search?q=${encodeURIComponent(q)}`)
        .expect(200)
    ).text;
    expect(performance.now() - started).toBeLessThan(300);
    expect(html).toContain('Only the first 200 characters of the query were searched.');
  });
});

/** The links of the page's result lists (its main element: the navigation's links left out). */
function resultUrls(html: string): Set<string | undefined> {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return new Set([...main.matchAll(/<li[^>]*><a href="([^"]+)"/g)].map((m) => m[1]));
}

describe('/api/search', () => {
  it('answers JSON, grouped, cacheable for a few minutes', async () => {
    const res = await request(app).get('/api/search?q=856&limit=5').expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body.hits).toHaveLength(5);
    expect(res.body.hits[0]).toMatchObject({ url: '/resources/x12-transaction-sets/856', kind: 'x12', match: 'code' });
    expect(res.body.groups.map((g: { kind: string }) => g.kind)).toContain('x12');
  });

  it('finds what only the server holds: body text and D.96A code-list entries', async () => {
    const res = await request(app).get('/api/search?q=1225%20original').expect(200);
    expect(res.body.hits.map((h: { url: string }) => h.url)).toContain('/resources/edifact/d96a/elements/1225#code-9');
  });

  it.each([
    ['/api/search?q=850&sort=asc', /Unknown parameter “sort”/],
    ['/api/search?q=850&q=810', /Give q once/],
    ['/api/search?q=850&limit=0', /limit is a whole number from 1 to 50/],
    ['/api/search?q=850&limit=abc', /limit is a whole number/],
    ['/api/search?q=850&limit=51', /limit is a whole number from 1 to 50/],
    ['/api/search?q=850&offset=-5', /offset is a whole number from 0 to 1000/],
    ['/api/search?q=850&offset=1001', /offset is a whole number from 0 to 1000/],
  ])('%s is a 400 that says why', async (path, message) => {
    const res = await request(app).get(path).expect(400);
    expect(res.body.error.message).toMatch(message);
  });
});

describe('search rate limit', () => {
  it('counts the page and the API together: past 120 a minute, a 429 that says why', async () => {
    const { app: fresh } = testApp();
    for (let i = 0; i < 60; i += 1) await request(fresh).get(`/api/search?q=${i}`).expect(200);
    for (let i = 0; i < 60; i += 1) await request(fresh).get(`/search?q=${i}`).expect(200);
    const api = await request(fresh).get('/api/search?q=850').expect(429);
    expect(api.body.error.message).toMatch(/Too many searches/);
    const page = await request(fresh).get('/search?q=850').expect(429);
    expect(page.text).toContain('<h1>Too many searches</h1>');
    // The search page without a query is a kept page: still served.
    await request(fresh).get('/search').expect(200);
  });
});

describe('the 404 page', () => {
  it('offers a search form to /search whose empty field says what to type', async () => {
    const html = (await request(app).get('/no-such-page').expect(404)).text;
    const form = /<form[^>]*action="\/search" method="get">(.*?)<\/form>/.exec(html)?.[1];
    expect(form).toMatch(/<input type="search"[^>]*name="q"/);
    expect(form).toMatch(/placeholder="Search codes, documents, pages…"/);
  });
});
