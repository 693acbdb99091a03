import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { startMetricsServer } from '../../server/metrics/metrics-server';
import { validContact } from '../fixtures/leads';
import { testApp } from './helpers';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const listen = (server: Server) =>
  new Promise<number>((r) => server.listen(0, '127.0.0.1', () => r((server.address() as AddressInfo).port)));

/** The value of one sample line `name{labels} value`, summed over every line whose labels include `having`. */
function sample(text: string, name: string, having: Record<string, string> = {}): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(having).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

describe('Prometheus metrics', () => {
  let upstream: Server;
  let upstreamPort: number;
  beforeAll(async () => {
    // Every upstream (WordPress, the reference site, the webhook) answers 500.
    upstream = createServer((req, res) => req.resume().on('end', () => res.writeHead(500).end()));
    upstreamPort = await listen(upstream);
  });
  afterAll(() => {
    upstream.closeAllConnections();
    return new Promise((r) => upstream.close(r));
  });

  it('are not served on the public port', async () => {
    const t = testApp();
    await request(t.app).get('/metrics').expect(404);
    await t.leads.close();
  });

  it('count each family after a short load, with route templates as labels', async () => {
    const base = `http://127.0.0.1:${upstreamPort}`;
    const t = testApp({
      PAGE_CACHE_TTL_S: '1',
      BLOG_SOURCE: 'wordpress',
      WORDPRESS_API_URL: `${base}/wp-json/wp/v2`,
      X12_REFERENCE_URL: `${base}/x12/{code}`,
      LEADS_WEBHOOK_URL: `${base}/hook`,
      LEADS_RETRY_BASE_MS: '30000',
    });
    const agent = request(t.app);
    await agent.get('/faq').expect(200); // miss
    await agent.get('/faq').expect(200); // hit
    await agent.get('/resources/x12-transaction-sets/850').expect(200);
    await agent.get('/no-such-page-1').expect(404);
    await agent.get('/no-such-page-2').expect(404);
    await agent.get('/api/blogs'); // WordPress fails
    await agent.get('/api/reference-preview?standard=x12&code=850').expect(502);
    await agent.post('/api/contact').send(validContact).expect(201); // the webhook fails
    await sleep(1100);
    await agent.get('/faq').expect(200); // the kept page has gone stale

    const metrics = startMetricsServer(0, pino({ level: 'silent' }), '127.0.0.1');
    await new Promise((r) => metrics.once('listening', r));
    try {
      const port = (metrics.address() as AddressInfo).port;
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();

      expect(
        sample(text, 'http_requests_total', { route: '/faq', method: 'GET', status: '200' }),
      ).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'http_requests_total', { route: '/resources/x12-transaction-sets/:code' })).toBeGreaterThan(
        0,
      );
      expect(sample(text, 'http_requests_total', { route: '/api/contact', status: '201' })).toBeGreaterThan(0);
      expect(sample(text, 'http_requests_total', { route: '/api/reference-preview', status: '502' })).toBeGreaterThan(
        0,
      );
      expect(sample(text, 'http_requests_total', { route: 'other', status: '404' })).toBeGreaterThanOrEqual(2);
      expect(text).not.toContain('no-such-page'); // raw URLs never become labels
      expect(sample(text, 'http_request_duration_seconds_count', { route: '/faq' })).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'http_response_bytes_total', { route: '/faq' })).toBeGreaterThan(1000);
      for (const result of ['hit', 'miss', 'stale'])
        expect(sample(text, 'page_cache_events_total', { result })).toBeGreaterThan(0);
      expect(sample(text, 'lead_outbox_depth')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'lead_webhook_deliveries_total', { outcome: 'failed' })).toBeGreaterThan(0);
      for (const upstreamName of ['wordpress', 'reference', 'webhook']) {
        expect(sample(text, 'upstream_errors_total', { upstream: upstreamName })).toBeGreaterThan(0);
        expect(sample(text, 'upstream_request_duration_seconds_count', { upstream: upstreamName })).toBeGreaterThan(0);
      }
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    } finally {
      metrics.closeAllConnections();
      metrics.close();
      await t.leads.close();
    }
  });
});
