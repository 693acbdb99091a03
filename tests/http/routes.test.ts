import request from 'supertest';
import { routeTable } from '../../shared/routes';
import { BROWSER, GOOGLEBOT, SITE_URL, metaOf, testApp, titleOf } from './helpers';

const { app } = testApp();

describe('every route of the table', () => {
  const pages = new Map<string, string>();
  const statuses = new Map<string, number>();

  beforeAll(async () => {
    for (const route of routeTable) {
      const res = await request(app).get(route.path).set('User-Agent', GOOGLEBOT);
      statuses.set(route.path, res.status);
      pages.set(route.path, res.text);
    }
    // 47 full server renders: on a busy CI machine this takes longer than jest's default hook timeout.
  }, 120_000);

  it('serves every URL of the route table with status 200', () => {
    expect(statuses.size).toBe(routeTable.length);
    for (const [path, status] of statuses) expect({ path, status }).toEqual({ path, status: 200 });
  });

  it('renders the shell: header navigation, footer and the page heading', () => {
    for (const [path, html] of pages) {
      expect(html).toContain('aria-label="Main"');
      expect(html).toContain('href="/solutions/manufacturing"');
      expect(html).toContain('href="/integrations/legacy-systems"');
      expect(html).toContain('© 2025 Northwind EDI');
      expect({ path, h1: /<h1[^>]*>/.test(html) }).toEqual({ path, h1: true });
      expect(html).toMatch(/<html lang="en-US">/);
    }
  });

  it('gives each page its own title and description, a canonical URL and index robots', () => {
    const titles = new Set<string | undefined>();
    const descriptions = new Set<string | undefined>();
    // Pages left out of the sitemap (search results, the print view of a user's guide) ask crawlers not to index them.
    const unlisted = new Set(routeTable.filter((r) => r.sitemap === false).map((r) => r.path));
    for (const [, html] of pages) {
      titles.add(titleOf(html));
      descriptions.add(metaOf(html, 'description'));
    }
    const robots = [...pages].filter(([path]) => unlisted.has(path)).map(([, html]) => metaOf(html, 'robots'));
    expect(robots).toEqual([...unlisted].map(() => 'noindex, nofollow'));
    for (const [path, html] of [...pages].filter(([p]) => !unlisted.has(p))) {
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`);
      expect(metaOf(html, 'robots')).toBe('index, follow');
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('"@type":"Organization"');
    }
    expect(titles.size).toBe(routeTable.length);
    expect(descriptions.size).toBe(routeTable.length);
  });

  it('reaches every integration page by following links from the home page’s navigation', () => {
    const known = new Set(routeTable.map((r) => r.path));
    const linksOf = (html: string) =>
      [...html.matchAll(/href="(\/[^"#?]*)"/g)].flatMap((m) => (m[1] && known.has(m[1]) ? [m[1]] : []));
    const reached = new Set<string>(['/']);
    const queue = ['/'];
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      for (const next of linksOf(pages.get(path) ?? '')) {
        if (reached.has(next)) continue;
        reached.add(next);
        queue.push(next);
      }
    }
    const integrations = routeTable.filter((r) => r.path.startsWith('/integrations/')).map((r) => r.path);
    expect(integrations).toHaveLength(23);
    expect(integrations.filter((p) => !reached.has(p))).toEqual([]);
    // The index lists every one of them, and the header and footer lead to the index.
    const index = pages.get('/integrations') ?? '';
    for (const p of integrations) expect(index).toContain(`href="${p}"`);
    expect(pages.get('/')).toContain('href="/integrations"');
  });
});

describe('status codes', () => {
  it('answers an unknown URL with the not-found page, 404 and noindex', async () => {
    const res = await request(app).get('/no-such-page').expect(404);
    expect(res.text).toContain('Page not found');
    expect(metaOf(res.text, 'robots')).toBe('noindex, nofollow');
    expect(res.text).toContain('aria-label="Main"');
  });

  it('answers an unknown blog slug with 404', async () => {
    await request(app).get('/blogs/not-a-real-post').expect(404);
  });

  it.each([
    ['/order-to-cash', '/solutions/order-to-cash'],
    ['/terms', '/terms-and-conditions'],
    ['/privacy', '/privacy-policy'],
    ['/about/', '/about'],
    ['/terms?ref=mail', '/terms-and-conditions?ref=mail'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const res = await request(app).get(from).expect(301);
    expect(res.headers['location']).toBe(to);
  });

  it('never redirects to another host through slashes', async () => {
    const res = await request(app).get('//evil.example/').expect(301);
    expect(res.headers['location']).toBe('/evil.example');
  });

  it('answers HEAD with status and headers but no body', async () => {
    const ok = await request(app).head('/about').expect(200);
    expect(ok.headers['content-type']).toMatch(/text\/html/);
    expect(ok.text ?? '').toBe('');
    await request(app).head('/missing').expect(404);
  });

  it.each(['/%', '/%ff', '/blogs/%E0%A4%A', `/${'a'.repeat(5000)}`, '/solutions/%00'])(
    'answers the malformed or odd URL %s with a 4xx, never a 5xx',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );

  it('answers unknown API paths with JSON 404', async () => {
    const res = await request(app).get('/api/nothing').expect(404);
    expect(res.body).toEqual({ error: 'Not Found' });
  });
});

describe('rendering mode', () => {
  it('gives crawlers the complete document in one piece', async () => {
    const res = await request(app).get('/faq').set('User-Agent', GOOGLEBOT).expect(200);
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('streams per-request pages to browsers (chunked, no content-length) with the state and entry scripts', async () => {
    const res = await request(app).get('/faq?q=edi').set('User-Agent', BROWSER).expect(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text).toContain('window.__staticRouterHydrationData=');
    expect(res.text).toContain('window.__PAGE_STATE__=');
    // The boot code names the entry module and the page's chunks, loaded once the page has painted.
    expect(res.text).toMatch(
      /import\(entry\)[^<]+"\/assets\/entry\.browser-[A-Z0-9]+\.js",\[[^\]]*"\/assets\/faq-[A-Z0-9]+\.js"/,
    );
  });

  it('puts the public configuration in links: demo and app open in new tabs', async () => {
    const res = await request(app).get('/').expect(200);
    expect(res.text).toMatch(/<a target="_blank" rel="noopener noreferrer" href="https:\/\/demo\.example\/book"/);
    expect(res.text).toMatch(/<a target="_blank" rel="noopener noreferrer" href="https:\/\/app\.example"/);
  });
});
