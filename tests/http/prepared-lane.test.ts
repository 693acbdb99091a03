import { createServer, request as httpRequest, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, createSite } from '../../server/app';
import { registry } from '../../server/metrics/metrics';
import { testServices } from './helpers';

interface Sent {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const listen = (listener: RequestListener) =>
  new Promise<Server>((done) => {
    const server = createServer(listener);
    server.listen(0, '127.0.0.1', () => done(server));
  });

/** One request as a client sends it; the response as it comes off the wire (no decompression). */
const send = (server: Server, method: string, path: string, headers: Record<string, string>) =>
  new Promise<Sent>((done, fail) => {
    const { port } = server.address() as AddressInfo;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });

// Per response by nature: the clock, the request id when the client sends none (a new UUID each time), and a
// per-request render's CSP nonce (a page rendered for one request, which both sides leave to Express).
const NONCE = /nonce-[\w+/=]+/g;
const comparable = ({ date: _date, 'x-request-id': id, 'content-security-policy': csp, ...rest }: Sent['headers']) => ({
  ...rest,
  'content-security-policy': typeof csp === 'string' ? csp.replace(NONCE, 'nonce') : csp,
  'x-request-id': typeof id === 'string' && /^[\da-f-]{36}$/.test(id) ? 'uuid' : id,
});

const nonceFree = (body: Buffer) => body.toString('latin1').replace(/ nonce="[^"]*"/g, '');

/** The log line of the request with this id (each request below sends its own). */
const lineOf = (lines: string[], id: string) => {
  const line = lines.map((l) => JSON.parse(l)).find((l) => l.req?.id === id);
  const { time: _time, responseTime, ...rest } = line ?? {};
  return { ...rest, responseTime: typeof responseTime };
};

/** The sum of the samples of `name` whose labels include `having`. */
const sample = async (name: string, having: Record<string, string>) =>
  (await registry.metrics())
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`))
    .filter((line) => Object.entries(having).every(([k, v]) => line.includes(`${k}="${v}"`)))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);

/** What the metrics say of /faq: requests by method and status, timed responses, bytes. */
const faqFigures = async () => ({
  get: await sample('http_requests_total', { route: '/faq', method: 'GET', status: '200' }),
  head: await sample('http_requests_total', { route: '/faq', method: 'HEAD', status: '200' }),
  notModified: await sample('http_requests_total', { route: '/faq', method: 'GET', status: '304' }),
  timed: await sample('http_request_duration_seconds_count', { route: '/faq' }),
  bytes: await sample('http_response_bytes_total', { route: '/faq' }),
});

describe('the prepared lane (kept pages in front of Express) answers as the whole app would', () => {
  const lines: string[] = [];
  const services = testServices({ TRUST_PROXY: 'loopback' }, undefined, lines);
  let lane: Server;
  let express: Server;
  beforeAll(async () => {
    // One page cache behind both: the site (lane first) and the Express app alone, where a fresh page is served by
    // the cache's middleware after metrics, logging and canonical paths.
    lane = await listen(createSite(services));
    express = await listen(createApp(services));
    // A URL with a query is kept from its second request on.
    for (const path of ['/', '/faq', '/edi-inspector', '/faq?topic=x12', '/faq?topic=x12'])
      await send(express, 'GET', path, {});
  });
  afterAll(async () => {
    lane.close();
    express.close();
    await services.leads.close();
  });

  const codings = ['br, gzip', 'gzip, deflate, br, zstd', 'gzip', 'deflate', 'identity', '*', 'br;q=0, gzip;q=0', ''];
  const cases: [string, string, Record<string, string>][] = [
    ...codings.map((coding): [string, string, Record<string, string>] => ['GET', '/', { 'accept-encoding': coding }]),
    ['HEAD', '/faq', { 'accept-encoding': 'br' }],
    ['GET', '/faq', { 'if-none-match': '"not-this-one"', 'accept-encoding': 'gzip' }],
    ['GET', '/faq?utm_source=mail&gclid=1', { 'accept-encoding': 'br' }],
    ['GET', '/faq?topic=x12', {}],
    ['GET', '/faq/', {}],
    ['GET', '/FAQ', {}],
    ['GET', '//faq', {}],
    ['POST', '/faq', { 'content-type': 'text/plain' }],
    ['OPTIONS', '/faq', {}],
    ['DELETE', '/', {}],
    ['GET', '/edi-inspector', { 'accept-encoding': 'br', 'user-agent': 'probe/3', 'x-forwarded-for': '203.0.113.7' }],
  ];

  it.each(cases)('%s %s %j: same status, headers, bytes and log line', async (method, path, headers) => {
    const id = `lane-${Math.random().toString(36).slice(2)}`;
    const [viaLane, viaExpress] = [
      await send(lane, method, path, { ...headers, 'x-request-id': `${id}-a` }),
      await send(express, method, path, { ...headers, 'x-request-id': `${id}-b` }),
    ];
    expect(viaLane.status).toBe(viaExpress.status);
    expect(nonceFree(viaLane.body) === nonceFree(viaExpress.body)).toBe(true);
    // A kept page's bytes are the same bytes.
    expect(viaLane.headers['x-page-cache'] !== 'hit' || viaLane.body.equals(viaExpress.body)).toBe(true);
    const [a, b] = [comparable(viaLane.headers), comparable(viaExpress.headers)];
    expect({ ...a, 'x-request-id': 'id' }).toEqual({ ...b, 'x-request-id': 'id' });
    expect([a['x-request-id'], b['x-request-id']]).toEqual([`${id}-a`, `${id}-b`]);
    const line = (suffix: string) => {
      const { req, ...rest } = lineOf(lines, `${id}-${suffix}`);
      return { ...rest, req: { ...req, id: 'sent' } };
    };
    expect(line('a')).toEqual(line('b'));
  });

  it('sends 304 to a matching If-None-Match, with the same headers either way', async () => {
    const page = await send(lane, 'GET', '/faq', { 'accept-encoding': 'br' });
    const etag = String(page.headers['etag']);
    const viaLane = await send(lane, 'GET', '/faq', { 'if-none-match': etag, 'accept-encoding': 'br' });
    const viaExpress = await send(express, 'GET', '/faq', { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect([viaLane.status, viaLane.body.length, viaLane.headers['x-page-cache']]).toEqual([304, 0, 'hit']);
    expect(comparable(viaLane.headers)).toEqual(comparable(viaExpress.headers));
  });

  it('counts what it answers in the same metrics: requests by method and status, durations, bytes', async () => {
    const before = await faqFigures();
    const pages = [
      await send(lane, 'GET', '/faq', { 'accept-encoding': 'br' }),
      await send(lane, 'GET', '/faq?utm_source=mail', { 'accept-encoding': 'gzip' }),
    ];
    await send(lane, 'HEAD', '/faq', {});
    await send(lane, 'GET', '/faq', { 'if-none-match': String(pages[0]?.headers['etag']) });
    const after = await faqFigures();
    expect(pages.map((p) => p.headers['x-page-cache'])).toEqual(['hit', 'hit']);
    expect({
      get: after.get - before.get,
      head: after.head - before.head,
      notModified: after.notModified - before.notModified,
      timed: after.timed - before.timed,
    }).toEqual({ get: 2, head: 1, notModified: 1, timed: 4 });
    // At least the two bodies (and every response's headers) on the wire.
    const bodies = pages.reduce((sum, p) => sum + p.body.length, 0);
    expect(after.bytes - before.bytes).toBeGreaterThan(bodies);
  });

  it('serves the kept page itself (not a render) to a request the lane takes', async () => {
    const viaLane = await send(lane, 'GET', '/', { 'accept-encoding': 'gzip' });
    expect([viaLane.status, viaLane.headers['x-page-cache'], viaLane.headers['content-encoding']]).toEqual([
      200,
      'hit',
      'gzip',
    ]);
  });
});
