import { createHash } from 'node:crypto';
import { createServer, get, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { PageCache } from '../../server/pages/page-cache';
import { preparePage } from '../../server/pages/prepared-page';
import { BROWSER, executableScripts, GOOGLEBOT, testApp } from './helpers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? '',
  );
/** The bytes as sent (supertest would decompress them). */
const rawBody = (app: RequestListener, path: string, encoding: string) =>
  new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
    const server = createServer(app).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          server.close();
          resolve({
            encoding: res.headers['content-encoding'],
            vary: res.headers['vary'],
            body: Buffer.concat(chunks),
          });
        });
      }).on('error', reject);
    });
  });
// A real collection before and after measuring the heap (jest does not expose gc).
setFlagsFromString('--expose-gc');
/** The security headers of a response (those helmet and the app set), without per-response ones. */
const security = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) =>
        /^(x-|strict-|referrer|permissions|cross-origin|origin-agent)/.test(name) &&
        name !== 'x-page-cache' &&
        name !== 'x-request-id',
    ),
  );

const collect = runInNewContext('gc') as () => void;

const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

describe('pages kept as prepared bytes', () => {
  const { app } = testApp();
  /** Three requests for one URL in turn. */
  const three = async (path: string) => {
    const out = [];
    for (let i = 0; i < 3; i++) out.push(await request(app).get(path));
    return out;
  };

  it('gives two visitors identical bytes with a strong ETag, a CDN-cacheable Cache-Control and a hash-based CSP', async () => {
    const first = await request(app).get('/about').set('user-agent', BROWSER);
    const second = await request(app).get('/about').set('user-agent', GOOGLEBOT);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(second.text).toBe(first.text);
    expect(second.headers['etag']).toMatch(/^"[\w-]{27}"$/);
    expect(second.headers['etag']).toBe(first.headers['etag']);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');

    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(executableScripts(second.text).every((s) => s.nonce === undefined)).toBe(true);
    const scripts = inlineScripts(second.text);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(csp).toContain(sha256(script));
  });

  it('serves a kept page ahead of the per-request stack with the same security headers a rendered page gets', async () => {
    await request(app).get('/contact');
    const kept = await request(app).get('/contact');
    const rendered = await request(app).get('/contact?ref=x');
    expect([kept.headers['x-page-cache'], rendered.headers['x-page-cache']]).toEqual(['hit', undefined]);
    expect(Object.keys(security(kept.headers)).length).toBeGreaterThanOrEqual(10);
    expect(security(kept.headers)).toEqual(security(rendered.headers));
  });

  it('logs a kept page served in front of Express like any response: id, client, agent, status and size', async () => {
    const t = testApp({ TRUST_PROXY: 'loopback' });
    await request(t.app).get('/case-studies');
    const kept = await request(t.app)
      .get('/case-studies?utm_campaign=launch')
      .set('User-Agent', 'probe/2')
      .set('X-Request-Id', 'campaign-42')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect([kept.headers['x-page-cache'], kept.headers['x-request-id'], kept.headers['content-encoding']]).toEqual([
      'hit',
      'campaign-42',
      'br',
    ]);
    const lines: { req?: { id?: string }; res?: { bytes?: number } }[] = t.logs.map((l) => JSON.parse(l));
    const line = lines.find((l) => l.req?.id === 'campaign-42');
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/case-studies?utm_campaign=launch', ip: '203.0.113.9', userAgent: 'probe/2' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    // The size on the wire: the brotli body and its headers.
    expect(line?.res?.bytes).toBeGreaterThan(Number(kept.headers['content-length']));
    await t.leads.close();
  });

  it('answers HEAD for a kept page with its headers and no body', async () => {
    await request(app).get('/testimonials');
    const head = await request(app).head('/testimonials');
    expect([head.status, head.headers['x-page-cache'], head.text ?? '']).toEqual([200, 'hit', '']);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const page = await request(app).get('/faq');
    const again = await request(app).get('/faq').set('If-None-Match', String(page.headers['etag']));
    expect(again.status).toBe(304);
    expect(again.text ?? '').toBe('');
  });

  it('serves brotli, gzip or identity as the client accepts, all the same page', async () => {
    const plain = await rawBody(app, '/careers', 'identity');
    const br = await rawBody(app, '/careers', 'br');
    const gz = await rawBody(app, '/careers', 'gzip, deflate');
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(br.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString('utf8')).toMatch(/<\/html>$/);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(plain.body.length / 4);
  });

  it('treats a campaign link as the same page: /?utm_source=a&gclid=b is a hit on /', async () => {
    const home = await request(app).get('/');
    const campaign = await request(app).get('/?utm_source=a&gclid=b&fbclid=c');
    expect(campaign.headers['x-page-cache']).toBe('hit');
    expect(campaign.headers['etag']).toBe(home.headers['etag']);
  });

  it('renders queries, not-found pages and form posts per request, with a nonce and no-store', async () => {
    for (const path of ['/blogs?q=edi', '/no-such-page', '/?utm_source=a&q=x']) {
      const res = await request(app).get(path);
      expect({
        path,
        cache: res.headers['x-page-cache'],
        control: res.headers['cache-control'],
        nonce: String(res.headers['content-security-policy']).includes("'nonce-"),
      }).toEqual({
        path,
        cache: undefined,
        control: 'no-store',
        nonce: true,
      });
    }
    const posted = await request(app).post('/contact').type('form').send({ fullName: '' });
    expect(posted.headers['x-page-cache']).toBeUndefined();
  });

  it('keeps a URL with a query from its second request on, the same page; never a search results page', async () => {
    const faq = await three('/faq?q=invoice');
    expect(faq.map((r) => r.headers['x-page-cache'])).toEqual([undefined, 'miss', 'hit']);
    // What a visitor typed is still no shared cache's to store.
    expect(faq.map((r) => r.headers['cache-control'])).toEqual(['no-store', 'no-store', 'no-store']);
    expect(withoutNonce(faq[2]?.text ?? '')).toBe(withoutNonce(faq[0]?.text ?? ''));
    // Each search is counted by the search's rate limit, so each is answered by it.
    const search = await three('/search?q=invoice');
    expect(search.map((r) => r.headers['x-page-cache'])).toEqual([undefined, undefined, undefined]);
  });

  it('keeps /about through 5,000 non-canonical spellings, without growing the heap by 50 MiB', async () => {
    await request(app).get('/about');
    collect();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 5000; i++) {
      const spelling =
        [`//v${i}.example/faq`, `/FAQ${'/'.repeat(i % 3)}`, `/./ab%6fut/${i}/..`, `/${i}/../contact`][i % 4] ?? '/';
      const res = await request(app).get(spelling);
      expect(res.status === 301 || res.status === 404).toBe(true);
    }
    collect();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(50 * 1024 * 1024);
    // Still kept (stale only if this run outlasted the TTL on a busy machine): never evicted, never re-rendered.
    expect(['hit', 'stale']).toContain((await request(app).get('/about')).headers['x-page-cache']);
  }, 120_000);

  it('can be turned off', async () => {
    const off = testApp({ PAGE_CACHE_TTL_S: '0' });
    await request(off.app).get('/careers');
    const res = await request(off.app).get('/careers');
    expect(res.headers['x-page-cache']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

const page = (text: string) =>
  preparePage(`<!DOCTYPE html><html><body>${text}<script nonce="MARKER7">go()</script></body></html>`, 'MARKER7');
const silent = pino({ level: 'silent' });
const serve = (cache: PageCache, path: string) => {
  const app = express();
  app.get('/{*splat}', cache.serve, (_req, res) => void res.status(599).end());
  return request(app).get(path);
};

describe('the page cache itself', () => {
  it('renders concurrent misses of one path once', async () => {
    let renders = 0;
    const cache = new PageCache({
      ttlSeconds: 60,
      maxBytes: 1e7,
      isPagePath: () => true,
      logger: silent,
      render: async () => (renders++, await new Promise((r) => setTimeout(r, 50)), page('one')),
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => serve(cache, '/x')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(renders).toBe(1);
  });

  it('serves an expired page while one re-render runs, and keeps it when that re-render fails', async () => {
    let fail = false;
    let renders = 0;
    const cache = new PageCache({
      ttlSeconds: 1,
      maxBytes: 1e7,
      isPagePath: () => true,
      logger: silent,
      render: async () => {
        renders++;
        if (fail) throw new Error('source down');
        return page(`version ${renders}`);
      },
    });
    expect((await serve(cache, '/x')).text).toContain('version 1');
    await new Promise((r) => setTimeout(r, 1100));
    fail = true;
    const stale = await serve(cache, '/x');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.text).toContain('version 1');
    await new Promise((r) => setTimeout(r, 50));
    expect((await serve(cache, '/x')).text).toContain('version 1');
  });

  it('is bounded in bytes, not entries', async () => {
    const size = (await page('x'.repeat(1000))).bytes;
    const cache = new PageCache({
      ttlSeconds: 60,
      maxBytes: 3 * size,
      isPagePath: () => true,
      logger: silent,
      render: async () => page('x'.repeat(1000)),
    });
    for (const path of ['/a', '/b', '/c', '/d', '/e']) await serve(cache, path);
    expect(cache.sizeBytes).toBeLessThanOrEqual(3 * size);
    expect(cache.has('/e')).toBe(true);
    expect(cache.has('/a')).toBe(false);
  });
});
