import express from 'express';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { fetchPage } from '../../server/reference/fetch-page';
import { referencePreviewRouter } from '../../server/reference/reference-preview';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let upstream: Server;
let base = '';
const hits = new Map<string, number>();
const routes = new Map<string, Handler>();

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const handler = routes.get(path);
    if (handler) handler(req, res);
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => upstream.close(r)));

const html = (body: string) => (_req: IncomingMessage, res: ServerResponse) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end(`<html><body>${body}</body></html>`);

function app(limits: { timeoutMs?: number; maxBytes?: number } = {}) {
  const a = express();
  a.use(
    '/api',
    referencePreviewRouter(
      { x12: `${base}/x12/{code}`, edifact: `${base}/edifact/{code}` },
      pino({ level: 'silent' }),
      (url) => fetchPage(url, limits),
    ),
  );
  return a;
}

describe('GET /api/reference-preview', () => {
  it('extracts description, purpose, usage and at most 10 segments from the entry’s own link', async () => {
    const segments = Array.from({ length: 14 }, (_, i) => `<li class="segment-row">SEG${i}</li>`).join('');
    routes.set(
      '/edifact/ORDERS',
      html(
        `<p class="lead-description">Orders goods.</p><div class="purpose">Buyer to seller.</div><div class="common-usage">Retail.</div><ul>${segments}</ul>`,
      ),
    );
    const res = await request(app()).get('/api/reference-preview?standard=edifact&code=orders').expect(200);
    expect(res.body).toMatchObject({
      code: 'ORDERS',
      description: 'Orders goods.',
      purpose: 'Buyer to seller.',
      usage: 'Retail.',
      link: `${base}/edifact/ORDERS`,
    });
    expect(res.body.segments).toHaveLength(10);
  });

  it('falls back to paragraphs in main, then to the spec’s default texts, when the classes are missing', async () => {
    routes.set('/x12/850', html('<main><p>short</p><p>The 850 is sent by a buyer to order goods.</p></main>'));
    const one = await request(app()).get('/api/reference-preview?standard=x12&code=850').expect(200);
    expect(one.body.description).toBe('short');
    routes.set('/x12/855', html('<div>No paragraphs at all</div>'));
    const two = await request(app()).get('/api/reference-preview?standard=x12&code=855').expect(200);
    expect(two.body.description).toBe('Detailed information about this transaction set.');
    expect(two.body.purpose).toBe(
      'The 855 Purchase Order Acknowledgment is used for electronic data interchange in the X12 standard.',
    );
  });

  it('answers 502 with the external link when upstream fails, and caches the failure', async () => {
    routes.set('/edifact/INVOIC', (_req, res) => res.writeHead(500).end('boom'));
    const a = app();
    const res = await request(a).get('/api/reference-preview?standard=edifact&code=INVOIC').expect(502);
    expect(res.body).toMatchObject({ link: `${base}/edifact/INVOIC`, site: new URL(base).host });
    await request(a).get('/api/reference-preview?standard=edifact&code=INVOIC').expect(502);
    expect(hits.get('/edifact/INVOIC')).toBe(1);
  });

  it('gives up on a slow upstream within its budget', async () => {
    routes.set('/edifact/DESADV', (_req, res) => setTimeout(() => res.writeHead(200).end('<p>late</p>'), 2000));
    const started = Date.now();
    await request(app({ timeoutMs: 300 }))
      .get('/api/reference-preview?standard=edifact&code=DESADV')
      .expect(502);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading a 50 MB body at the 2 MB cap', async () => {
    routes.set('/edifact/PRICAT', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(1024 * 1024, 'a');
      let sent = 0;
      const push = () => {
        while (sent < 50 && res.write(chunk)) sent++;
        if (sent < 50) res.once('drain', push);
        else res.end();
      };
      res.on('error', () => undefined);
      push();
    });
    const res = await request(app()).get('/api/reference-preview?standard=edifact&code=PRICAT').expect(502);
    expect(res.body.error).toBe('Reference site unavailable');
  });

  it('follows a redirect on the same host but never to another host', async () => {
    routes.set('/edifact/REMADV', (_req, res) => res.writeHead(302, { location: '/moved/REMADV' }).end());
    routes.set('/moved/REMADV', html('<p class="description">Remittance.</p>'));
    await request(app()).get('/api/reference-preview?standard=edifact&code=REMADV').expect(200);
    routes.set('/edifact/ORDCHG', (_req, res) => res.writeHead(302, { location: 'http://evil.example/steal' }).end());
    await request(app()).get('/api/reference-preview?standard=edifact&code=ORDCHG').expect(502);
  });

  it('shares one upstream fetch between concurrent misses and serves the cache after', async () => {
    routes.set('/edifact/PARTIN', (_req, res) =>
      setTimeout(() => res.writeHead(200).end('<p class="description">Parties.</p>'), 100),
    );
    const a = app();
    await Promise.all(
      Array.from({ length: 5 }, () =>
        request(a).get('/api/reference-preview?standard=edifact&code=PARTIN').expect(200),
      ),
    );
    await request(a).get('/api/reference-preview?standard=edifact&code=PARTIN').expect(200);
    expect(hits.get('/edifact/PARTIN')).toBe(1);
  });

  it.each([
    ['standard=ftp&code=ORDERS'],
    ['standard=edifact&code=NOPE'],
    ['standard=edifact&code=../../etc/passwd'],
    ['standard=edifact'],
    ['standard=x12&code=999999999999'],
    ['url=http://127.0.0.1/secret&standard=edifact&code=NOPE'],
  ])('refuses %s with 400 and fetches nothing', async (query) => {
    const before = [...hits.values()].reduce((a, b) => a + b, 0);
    await request(app()).get(`/api/reference-preview?${query}`).expect(400);
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(before);
  });
});
