// Every UN/EDIFACT directory as pages (#31): facts checked by hand across directories, changes between
// directories, canonical spellings, 404s, JSON-LD, unique titles, and the inspector's links into them.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import type { Report } from '../../shared/edi/writers/report';
import { testApp } from './helpers';

const { app } = testApp();
const page = async (path: string) => (await request(app).get(path).expect(200)).text;
/** The rows of the page's first table body, as cell texts (tags stripped). */
const rows = (html: string) =>
  [...(html.split('<tbody>')[1]?.split('</tbody>')[0] ?? '').matchAll(/<tr[^>]*>(.*?)<\/tr>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) =>
      (c[1] ?? '').replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'"),
    ),
  );

/** The segment rows of the page's structure tree, as the texts of their three cells (tags stripped). */
const treeRows = (html: string) =>
  [...html.matchAll(/data-seg="[^"]*"><div>(.*?)<\/div><\/li>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<span>(.*?)<\/span>(?=<span>|$)/g)].map((c) =>
      (c[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, ''),
    ),
  );

describe('UN/EDIFACT directory pages, without JavaScript', () => {
  it('lists every directory with its year and counts, each linked', async () => {
    const html = await page('/resources/edifact');
    const list = rows(html);
    expect(list).toHaveLength(62);
    expect(list[0]?.slice(0, 2)).toEqual(['D.93A', '1993']);
    expect(list.at(-1)?.slice(0, 2)).toEqual(['D.24A', '2024']);
    expect(html).toContain('href="/resources/edifact/d01b"');
  });

  it('a directory links every message, segment, composite and element', async () => {
    const html = await page('/resources/edifact/d96a');
    for (const href of ['messages/ORDERS', 'segments/BGM', 'composites/C002', 'elements/1225'])
      expect(html).toContain(`href="/resources/edifact/d96a/${href}"`);
    expect(html.match(/href="\/resources\/edifact\/d96a\/messages\//g)).toHaveLength(125);
  });

  it.each([
    // Hand-checked against the UN directories: element order, status, format.
    [
      '/resources/edifact/d96a/segments/BGM',
      [
        ['010', 'C002', 'Document/message name', 'C', ''],
        ['020', '1004', 'Document/message number', 'C', 'an..35'],
        ['030', '1225', 'Message function, coded', 'C', 'an..3'],
        ['040', '4343', 'Response type, coded', 'C', 'an..3'],
      ],
    ],
    [
      '/resources/edifact/d01b/segments/BGM',
      [
        ['010', 'C002', 'Document/message name', 'C', ''],
        ['020', 'C106', 'Document/message identification', 'C', ''],
        ['030', '1225', 'Message function code', 'C', 'an..3'],
        ['040', '4343', 'Response type code', 'C', 'an..3'],
      ],
    ],
    [
      '/resources/edifact/d93a/segments/NAD',
      [
        ['010', '3035', 'Party qualifier', 'M', 'an..3'],
        ['020', 'C082', 'Party identification details', 'C', ''],
      ],
    ],
    ['/resources/edifact/d03a/segments/DTM', [['010', 'C507', 'Date/time/period', 'M', '']]],
    [
      '/resources/edifact/d12a/composites/C506',
      [
        ['010', '1153', 'Reference code qualifier', 'M', 'an..3'],
        ['020', '1154', 'Reference identifier', 'C', 'an..70'],
      ],
    ],
  ])('%s: elements in order with status and format', async (path, expected) => {
    const html = await page(path);
    expect(rows(html).slice(0, expected.length)).toEqual(expected);
  });

  it('an element page has its format and every code with its name and anchor, and where it is used', async () => {
    const html = await page('/resources/edifact/d16b/elements/1225');
    expect(html).toMatch(/<code[^>]*>an\.\.3<\/code>/);
    const codes = rows(html);
    expect(codes).toContainEqual(['9', 'Original']);
    expect(codes).toContainEqual(['1', 'Cancellation']);
    expect(html).toContain('id="code-9"');
    expect(html).toContain('href="/resources/edifact/d16b/segments/BGM"');
    const party = rows(await page('/resources/edifact/d07a/elements/3035'));
    expect(party).toContainEqual(['BY', 'Buyer']);
    expect(party).toContainEqual(['SU', 'Supplier']);
  });

  it('a message page nests its groups, links each segment, and shows what changed since the directory before', async () => {
    const html = await page('/resources/edifact/d96a/messages/ORDERS');
    expect(treeRows(html).slice(0, 3)).toEqual([
      ['UNH Message header', 'M', 'Max repeat 1'],
      ['BGM Beginning of message', 'M', 'Max repeat 1'],
      ['DTM Date/time/period', 'M', 'Max repeat 35'],
    ]);
    // Groups nest: SG3 (RFF) inside SG2 (NAD), before SG2 ends.
    expect(html).toMatch(/data-group="SG2"[^>]*>(?:(?!data-group="SG6").)*data-group="SG3"/s);
    expect(html).toContain('href="/resources/edifact/d96a/segments/NAD"');
    // D.02B replaced INVOIC's payment terms group (PAT) with PYT's, and GIS with GEI.
    const invoic = await page('/resources/edifact/d02b/messages/INVOIC');
    expect(invoic).toContain('Changes since D.02A');
    const changes = invoic.split('Changes since D.02A')[1] ?? '';
    expect(changes).toMatch(/Added.*SG8 \(PYT\)/s);
    expect(changes).toMatch(/Removed.*SG8 \(PAT\)/s);
    expect(await page('/resources/edifact/d23a/messages/INVOIC')).toContain('Same structure as in D.22B.');
  });

  it('a segment page lists the messages that use it, and the same segment in other directories', async () => {
    const html = await page('/resources/edifact/d24a/segments/PYT');
    expect(html).toContain('href="/resources/edifact/d24a/messages/INVOIC"');
    expect(html).toContain('href="/resources/edifact/d99b/segments/PYT"');
    expect(html).not.toContain('href="/resources/edifact/d99a/segments/PYT"'); // PYT came in D.99B
    expect(html).toContain('Copyright © United Nations');
    expect(html).toContain('https://service.unece.org/trade/untdid/d24a/trsd/trsdpyt.htm');
  });

  it('answers other spellings with a 301 to the canonical path, and unknown entries with the 404 page', async () => {
    const moves: [string, string][] = [
      ['/resources/edifact/D96A/segments/bgm', '/resources/edifact/d96a/segments/BGM'],
      ['/resources/edifact/D.01B', '/resources/edifact/d01b'],
      ['/resources/edifact/d01b/Elements/1225', '/resources/edifact/d01b/elements/1225'],
    ];
    for (const [from, to] of moves) expect((await request(app).get(from).expect(301)).headers['location']).toBe(to);
    for (const path of [
      '/resources/edifact/d99z',
      '/resources/edifact/d24a/segments/PAT',
      '/resources/edifact/d96a/widgets/BGM',
    ]) {
      const res = await request(app).get(path).expect(404);
      expect(res.text).toContain('href="/resources/edifact"');
    }
  });

  it('gives each page its own title, canonical and BreadcrumbList', async () => {
    const paths = [
      '/resources/edifact/d96a/segments/BGM',
      '/resources/edifact/d01b/segments/BGM',
      '/resources/edifact/d01b/elements/1225',
      '/resources/edifact/d01b/messages/ORDERS',
      '/resources/edifact/d01b/composites/C002',
      '/resources/edifact/d01b',
    ];
    const titles = new Set<string>();
    for (const path of paths) {
      const html = await page(path);
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(html).toContain(`<link rel="canonical" href="https://www.northwind-edi.example${path}"/>`);
      expect(html).toMatch(/"@type":"BreadcrumbList".*"name":"UN\/EDIFACT directories"/);
    }
    expect(titles.size).toBe(paths.length);
    // One social image per kind of page, not per page.
    for (const [path, kind] of [
      ['/resources/edifact/d01b', 'directory'],
      ['/resources/edifact/d01b/elements/1225', 'elements'],
    ]) {
      const image = `/og/edifact/${kind}.png`;
      expect(await page(path ?? '')).toContain(
        `<meta property="og:image" content="https://www.northwind-edi.example${image}"/>`,
      );
      await request(app).get(image).expect(200).expect('Content-Type', 'image/png');
    }
    expect([...titles]).toContain('BGM Beginning of message: UN/EDIFACT D.96A segment | Northwind EDI');
  });

  it('shows the service segments of syntax version 3, linked from the structures that use them', async () => {
    const unb = await page('/resources/edifact/syntax/3/segments/UNB');
    const table = rows(unb);
    expect(table[0]).toEqual(['010', 'S001', 'Syntax identifier', 'M', '']);
    expect(table[1]?.slice(1, 4)).toEqual(['0001', 'Syntax identifier', 'M']);
    expect(table).toContainEqual(['010', '0004', 'Sender identification', 'M', 'an..35']);
    expect(await page('/resources/edifact/syntax/3')).toContain('href="/resources/edifact/syntax/3/segments/UNZ"');
    expect(await page('/resources/edifact/d96a/messages/ORDERS')).toContain(
      'href="/resources/edifact/syntax/3/segments/UNH"',
    );
    expect((await request(app).get('/resources/edifact/Syntax/3/segments/unb').expect(301)).headers['location']).toBe(
      '/resources/edifact/syntax/3/segments/UNB',
    );
    await request(app).get('/resources/edifact/syntax/9').expect(404);
    await request(app).get('/resources/edifact/syntax/3/segments/XYZ').expect(404);
    await request(app).get('/resources/edifact/syntax/3/segments/constructor').redirects(1).expect(404);
  });

  it('serves each page as JSON for the browser, with the UN notice', async () => {
    const res = await request(app).get('/api/edifact/d01b/elements/1225').expect(200);
    expect(res.body).toMatchObject({ kind: 'elements', entry: { id: '1225', name: 'Message function code' } });
    expect(res.body.notice).toContain('United Nations');
    await request(app).get('/api/edifact/D01B/elements/1225').expect(404);
  });
});

describe('the inspector links EDIFACT findings into the directory pages', () => {
  it("a finding on a D.01B message links to that element's D.01B page", async () => {
    const orders = inspectorSamples.find((s) => s.id === 'edifact-orders')?.text ?? '';
    const d01b = orders.replace('ORDERS:D:96A:UN', 'ORDERS:D:01B:UN').replace('BGM+220+', 'BGM+2200+');
    const body = (await request(app).post('/api/edi/inspect').set('Content-Type', 'text/plain').send(d01b).expect(200))
      .body as Report;
    const finding = body.issues.find((i) => i.element?.endsWith('1001'));
    expect(finding?.reference).toBe('/resources/edifact/d01b/elements/1001');
  });
});
