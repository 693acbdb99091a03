// `npm run bench`: first-load JS per route, then SSR throughput and p99 latency for `/` under
// 50 connections, with the page cache and without, next to a static server sending the same bytes. Numbers, not pass/fail.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { firstLoadSizes, kb } from '../scripts/bundle-report.mjs';
import { ensureBuild, startBuiltServer } from './built-server.mjs';

const SSR_PORT = 4501;
const STATIC_PORT = 4502;
const UNCACHED_PORT = 4504;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;

ensureBuild();
const rows = await firstLoadSizes('dist/client');
const byPage = new Map();
for (const r of rows) if (!byPage.has(r.page)) byPage.set(r.page, r);
console.log('First-load JS (gzip KB), per page template:');
for (const [page, r] of byPage) console.log(`  ${page.padEnd(22)} ${kb(r.gzip).padStart(6)} KB  (e.g. ${r.path})`);
console.log(`  / → ${kb(rows.find((r) => r.path === '/').gzip)} KB gzip`);

const server = await startBuiltServer(SSR_PORT);
const url = server.url;
// The same build with the page cache off: every request renders.
const uncached = await startBuiltServer(UNCACHED_PORT, { PAGE_CACHE_TTL_S: '0' });

// The static twin serves the exact bytes of one SSR response, gzip-compressed like the SSR path.
const html = Buffer.from(await (await fetch(`${url}/`)).arrayBuffer());
const gz = gzipSync(html);
const twin = createServer((req, res) => {
  const gzip = /gzip/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(gzip ? gz : html);
}).listen(STATIC_PORT);

const load = (target) =>
  autocannon({ url: target, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });

console.log(`\nLoad: GET / for ${DURATION}s, ${CONNECTIONS} connections, gzip (warm-up 2 s first)`);
await autocannon({ url: `${url}/`, connections: 10, duration: 2 });
const ssr = await load(`${url}/`);
await autocannon({ url: `${uncached.url}/`, connections: 10, duration: 2 });
const render = await load(`${uncached.url}/`);
const stat = await load(`http://127.0.0.1:${STATIC_PORT}/`);

const line = (name, r) =>
  `  ${name.padEnd(8)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
console.log(line('SSR', ssr) + '   (page cache on: the default)');
console.log(line('render', render) + '   (PAGE_CACHE_TTL_S=0: React renders every request)');
console.log(line('static', stat));
console.log(`  SSR / static throughput: ${(ssr.requests.average / stat.requests.average).toFixed(3)}   (page ${kb(html.length)} KB, ${kb(gz.length)} KB gzip)`);

twin.close();
server.stop();
uncached.stop();
