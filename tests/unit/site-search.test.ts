import { gzipSync } from 'node:zlib';
import { contentSource } from '../../server/blog/sources';
import { directoryModel } from '../../server/reference/edifact-model';
import { routeAt } from '../../shared/routes';
import { browserDocuments, serverDocuments } from '../../shared/search/search-documents';
import { markTerms, normaliseQuery, plainTextOf } from '../../shared/search/search-text';
import type { SearchDoc, SearchPost, SearchResults } from '../../shared/search/search-types';
import { createIndex, loadIndex, searchSite, type SiteIndex } from '../../shared/search/site-search';

/** The ranking a practitioner notices (issue 34), on the server's index and on the browser's. */
let posts: SearchPost[];
let serverDocs: SearchDoc[];
let browserDocs: SearchDoc[];
let server: SiteIndex;
let browser: SiteIndex;
let browserJson: string;

beforeAll(async () => {
  posts = await contentSource('content/blog/posts').fetchAll();
  serverDocs = await serverDocuments(posts);
  browserDocs = await browserDocuments(posts);
  server = createIndex(serverDocs);
  browserJson = JSON.stringify(createIndex(browserDocs));
  // The browser loads the serialised index: search what it would search.
  browser = loadIndex(browserJson);
});

const urls = (r: SearchResults) => r.hits.map((h) => h.url);
const D96A = '/resources/edifact/d96a';

describe.each([
  ['server', () => server],
  ['browser', () => browser],
])('site search ranking (%s index)', (_name, index) => {
  const search = (q: string, limit = 10) => searchSite(index(), q, limit);

  it('856: the 856 page first, then its implementation guides', () => {
    const r = search('856');
    expect(r.hits[0]?.url).toBe('/resources/x12-transaction-sets/856');
    expect(r.hits[0]?.match).toBe('code');
    expect(urls(r).slice(1, 3)).toEqual([
      '/resources/x12-transaction-sets/856/guide/004010',
      '/resources/x12-transaction-sets/856/guide/005010',
    ]);
  });

  it('ASN: 856 and DESADV at the top, found as synonyms', () => {
    const top = urls(search('ASN')).slice(0, 3);
    expect(top).toContain('/resources/x12-transaction-sets/856');
    expect(top).toContain('/resources/edifact/d96a/messages/DESADV');
    expect(search('asn').hits[0]?.match).toBe('synonym');
  });

  it('PO: 850 and ORDERS at the top', () => {
    const top = urls(search('PO')).slice(0, 3);
    expect(top).toEqual(
      expect.arrayContaining(['/resources/x12-transaction-sets/850', '/resources/edifact/d96a/messages/ORDERS']),
    );
  });

  it('BGM: the D.96A BGM segment page first', () => {
    expect(search('BGM').hits[0]?.url).toBe(`${D96A}/segments/BGM`);
    expect(search('bgm').hits[0]?.url).toBe(`${D96A}/segments/BGM`);
  });

  it('1225: the D.96A element 1225 page first, and no fuzzy neighbours (225, 1222) near it', () => {
    const r = search('1225');
    expect(r.hits[0]?.url).toBe(`${D96A}/elements/1225`);
    expect(urls(r)).not.toContain('/resources/x12-transaction-sets/225');
  });

  it('invoice: 810 and INVOIC among the first results, grouped under X12 and EDIFACT', () => {
    const r = search('invoice');
    const top = urls(r).slice(0, 4);
    expect(top).toContain('/resources/x12-transaction-sets/810');
    expect(top).toContain('/resources/edifact/d96a/messages/INVOIC');
    expect(r.groups.map((g) => g.kind)).toEqual(expect.arrayContaining(['x12', 'edifact']));
  });

  it('SAP: the SAP integration page first', () => {
    expect(search('SAP').hits[0]?.url).toBe('/integrations/sap');
  });

  it('a blog title word finds that post', () => {
    const r = search('scorecards');
    expect(r.hits[0]?.url).toBe('/blogs/edi-compliance-scorecards');
    expect(r.hits[0]?.kind).toBe('blog');
  });

  it('an FAQ question word finds the question', () => {
    const r = search('hardware');
    expect(r.hits[0]).toMatchObject({
      kind: 'faq',
      url: '/faq#q-3',
      title: 'Do I need to install hardware or software?',
    });
  });

  it('prefixes and typos: "netsui" and "netsiute" find NetSuite, "ship notic" the 856', () => {
    expect(search('netsui').hits[0]?.url).toBe('/integrations/netsuite');
    expect(search('netsiute').hits[0]?.url).toBe('/integrations/netsuite');
    expect(search('ship notic').hits[0]?.url).toBe('/resources/x12-transaction-sets/856');
  });

  it('an empty or blank query finds nothing', () => {
    for (const q of ['', '   ', '\n\t', '!!!'])
      expect(search(q)).toEqual({ query: normaliseQuery(q), total: 0, hits: [], groups: [] });
  });

  it('markup in q is only text: it is searched as words, never echoed as markup by the library', () => {
    const r = search('<script>alert(1)</script> 856');
    expect(r.hits[0]?.url).toBe('/resources/x12-transaction-sets/856');
    expect(r.query).toBe('<script>alert(1)</script> 856');
  });

  it('a 10,000-character query is cut to 200 and answers in ≤ 300 ms', () => {
    const hostile = [
      'a'.repeat(10_000),
      '8 '.repeat(5_000),
      'invoice '.repeat(1_250),
      `${' '.repeat(9_990)}856`,
      Array.from({ length: 10_000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 5_000))).join(''),
    ];
    for (const q of hostile) {
      const started = performance.now();
      const r = search(q);
      expect(performance.now() - started).toBeLessThanOrEqual(300);
      expect(r.query.length).toBeLessThanOrEqual(200);
    }
  });

  it('groups keep the order Pages, X12, EDIFACT, Blog, FAQ and the ranking inside each', () => {
    const r = search('order', 50);
    const order = ['page', 'x12', 'edifact', 'blog', 'faq'];
    const kinds = r.groups.map((g) => order.indexOf(g.kind));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    for (const g of r.groups) expect(g.hits).toEqual(r.hits.filter((h) => h.kind === g.kind));
    expect(r.total).toBeGreaterThanOrEqual(r.hits.length);
    expect(r.hits).toHaveLength(50);
  });

  it('each hit carries the words it matched, for marking', () => {
    const hit = search('invoice').hits.find((h) => h.url === '/resources/x12-transaction-sets/810');
    expect(hit?.terms).toEqual(expect.arrayContaining(['810', 'invoice']));
    expect(markTerms(hit?.title ?? '', hit?.terms ?? [])).toEqual([
      { text: '810', marked: true },
      { text: ' ', marked: false },
      { text: 'Invoice', marked: true },
    ]);
  });
});

describe('site search documents', () => {
  it('the server has body text and the D.96A code lists; the browser neither', () => {
    expect(serverDocs.some((d) => d.url === `${D96A}/elements/1225#code-9`)).toBe(true);
    expect(browserDocs.some((d) => d.url.includes('/elements/') && d.url.includes('#code-'))).toBe(false);
    expect(browserDocs.every((d) => d.body === undefined)).toBe(true);
    expect(serverDocs.filter((d) => d.kind === 'x12')).toHaveLength(318);
    expect(searchSite(server, 'original', 50).hits.map((h) => h.url)).toContain(`${D96A}/elements/1225#code-9`);
  });

  it('ids are unique and every URL is a page of the site', async () => {
    expect(new Set(serverDocs.map((d) => d.id)).size).toBe(serverDocs.length);
    const model = await directoryModel('d96a');
    const exists = (kind: string, id: string, anchor: string | undefined): boolean => {
      const tables = { messages: model?.messages, segments: model?.segments, composites: model?.composites };
      const found =
        Object.entries(tables)
          .find(([k]) => k === kind)?.[1]
          ?.has(id) ?? model?.elements.has(id);
      return !!found && (!anchor || (model?.codes.get(id)?.some(([c]) => anchor === `code-${c}`) ?? false));
    };
    const broken = serverDocs.filter(({ url }) => {
      const [path = '', anchor] = url.split('#');
      if (!routeAt(path)) return true;
      const entry = /^\/resources\/edifact\/d96a\/(messages|segments|composites|elements)\/([^/]+)$/.exec(path);
      return entry !== null && !exists(entry[1] ?? '', entry[2] ?? '', anchor);
    });
    expect(broken.map((d) => d.url)).toEqual([]);
  });

  it('covers the route table, the finding codes, the posts and the FAQ', () => {
    const byUrl = new Set(serverDocs.map((d) => d.url));
    for (const url of [
      '/',
      '/solutions/order-to-cash',
      '/integrations/netsuite',
      '/developers#segment-order',
      '/faq#q-1',
    ])
      expect(byUrl.has(url)).toBe(true);
    expect(serverDocs.filter((d) => d.kind === 'blog')).toHaveLength(posts.length);
    expect(byUrl.has('/resources/x12-transaction-sets/850/guide/004010')).toBe(true);
  });

  it('are deterministic: the same content gives the same serialised index', async () => {
    const again = JSON.stringify(createIndex(await browserDocuments(posts)));
    expect(again).toBe(browserJson);
  });

  it('the browser index is ≤ 250 KB gzip serialised', () => {
    const gzip = gzipSync(browserJson).length;
    console.log(`browser index: ${browserDocs.length} documents, ${browserJson.length} B JSON, ${gzip} B gzip`);
    expect(gzip).toBeLessThanOrEqual(250 * 1024);
  });

  it("posts' markup becomes plain text", () => {
    expect(plainTextOf('<p>AS2 &amp; <strong>MDN</strong>&#39;s</p><pre><code>ISA*00</code></pre>')).toBe(
      "AS2 & MDN's ISA*00",
    );
  });
});

describe('what a practitioner is after (#47)', () => {
  it.each([
    ['server', () => server],
    ['browser', () => browser],
  ])('%s: shows the API finding codes only for a code-like query, under their own name', (_, index) => {
    for (const q of ['856', 'ISA', 'acknowledgment', 'invoice'])
      expect(
        searchSite(index(), q, 50)
          .hits.filter((h) => h.kind === 'finding')
          .map((h) => h.id),
      ).toEqual([]);
    const found = searchSite(index(), 'segment-order', 50);
    expect(found.hits[0]).toMatchObject({ kind: 'finding', url: '/developers#segment-order' });
    expect(found.groups.map((g) => g.kind)).toContain('finding');
  });

  it.each(['ASN', 'invoice', 'DESADV', 'purchase order'])('"%s" shows no two results under one title', (q) => {
    const titles = searchSite(server, q, 50).hits.map((h) => h.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });
});
