// Load runs with autocannon, and the throughput table: the Node server (a cached page, a campaign link to it,
// a page rendered per request, and `/` with the page cache off) beside nginx sending the same bytes precompressed.
import autocannon from 'autocannon';
import { cpuSecondsOf, startBuiltServer, waitForQuiet } from './built-server.mjs';
import { get } from './http-get.mjs';
import { startNginxTwin } from './nginx-twin.mjs';
import { CAMPAIGN_PATH, PER_REQUEST_PATH } from './routes.mjs';
import { wrkLoad } from './wrk.mjs';

/** Both servers are asked for the same encoding; each picks br (the Node page cache, nginx's brotli_static). */
export const ACCEPT_ENCODING = 'br, gzip';

/**
 * @typedef {object} LoadResult
 * @property {number} rps average requests per second
 * @property {number} p50 ms
 * @property {number} p99 ms
 * @property {number} requests total completed
 * @property {number} errors failed requests: 4xx/5xx responses, connection errors and timeouts
 * @property {number} timeouts
 * @property {Record<string, number>} statuses count per status code
 * @property {number} [cpuMsPerRequest] CPU time the server process spent per completed request, when measured
 * @property {number} [clientCpu] CPU the load generator (this process) used, in % of one core, when measured
 */

/**
 * @param {import('autocannon').Result} r
 * @returns {LoadResult}
 */
function summarize(r) {
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const [code, { count }] of Object.entries(r.statusCodeStats)) statuses[code] = count;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    // autocannon's errors include its timeouts; 1xx/3xx are not failures.
    errors: r['4xx'] + r['5xx'] + r.errors,
    timeouts: r.timeouts,
    statuses,
  };
}

/**
 * One autocannon run against `url` (its path, or cycling through `paths` on every connection).
 * @param {string} url
 * @param {{ seconds: number, connections: number, headers?: Record<string, string>, paths?: string[] }} options
 * @returns {Promise<LoadResult>}
 */
export async function load(url, { seconds, connections, headers = {}, paths }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: 10,
    headers,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
  });
  return summarize(result);
}

/**
 * @typedef {object} ThroughputRow
 * @property {string} name
 * @property {string} path
 * @property {string} note
 * @property {LoadResult} node
 * @property {LoadResult} nginx the twin serving the same bytes
 * @property {WrkResult} nodeWrk the same case under wrk
 * @property {WrkResult} nginxWrk
 */

/** @typedef {ReturnType<typeof wrkLoad>} WrkResult */

/** Response headers nginx makes itself (or that belong to one connection), so the twin does not copy them. */
const OWN_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'content-type',
  'etag',
  'last-modified',
  'x-request-id',
]);

/**
 * A page as Node sends it: the bytes of each encoding exactly as Node sent them (for a kept page, its prepared
 * bytes; for a per-request page, three renders of the same size), and the headers of the br response that
 * nginx does not make itself, so that both servers put the same bytes on the wire.
 * @param {string} url
 * @param {string} path
 */
export async function bytesOf(url, path) {
  /** @param {string} coding */
  const fetched = async (coding) => {
    const res = await get(`${url}${path}`, coding === 'identity' ? {} : { 'accept-encoding': coding });
    const sent = res.headers['content-encoding'] ?? 'identity';
    if (res.status !== 200 || sent !== coding) throw new Error(`GET ${path} (${coding}): ${res.status} ${sent}`);
    return res;
  };
  const [identity, gzip, br] = [await fetched('identity'), await fetched('gzip'), await fetched('br')];
  /** @type {Record<string, string>} */
  const headers = {};
  for (const [name, value] of Object.entries(br.headers)) {
    if (!OWN_HEADERS.has(name) && typeof value === 'string') headers[name] = value;
  }
  return { path: path.replace(/\?.*$/, ''), identity: identity.body, gzip: gzip.body, br: br.body, headers };
}

/**
 * Runs the throughput cases, one at a time, each after a 2 s warm-up of the same URL.
 * @param {{ ports: { node: number, uncached: number, nginx: number }, seconds: number, connections: number }} options
 * @returns {Promise<{ rows: ThroughputRow[], nginxVersion: string }>}
 */
export async function runThroughput({ ports, seconds, connections }) {
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  /**
   * A warm-up, then the measured run; `pid` is the process whose CPU time is counted (Node's, or nginx's worker).
   * @param {string} url
   * @param {number} pid
   */
  const measure = async (url, pid) => {
    await load(url, { seconds: 2, connections: 10, headers });
    const cpuBefore = cpuSecondsOf(pid);
    const clientBefore = process.cpuUsage();
    const startedAt = performance.now();
    const result = await load(url, { seconds, connections, headers });
    const client = process.cpuUsage(clientBefore);
    return {
      ...result,
      cpuMsPerRequest: ((cpuSecondsOf(pid) - cpuBefore) * 1000) / Math.max(result.requests, 1),
      clientCpu: ((client.user + client.system) / 1000 / (performance.now() - startedAt)) * 100,
    };
  };
  /**
   * The same URL under wrk (after autocannon's run, which warmed it).
   * @param {string} url
   */
  const measureWrk = (url) => wrkLoad(url, { seconds, connections, headers });
  const stoppers = [];
  try {
    const node = await startBuiltServer(ports.node);
    stoppers.push(node.stop);
    await waitForQuiet(node.pid);
    // The twin's files: the bytes and headers Node sent for `/` and for the per-request page (nginx sends
    // them as they are; the query string does not matter to it).
    const files = [await bytesOf(node.url, '/'), await bytesOf(node.url, PER_REQUEST_PATH)];
    const twin = await startNginxTwin({ port: ports.nginx, files });
    stoppers.push(twin.stop);
    const nginxHome = await measure(`${twin.url}/`, twin.workerPid);
    const nginxFaq = await measure(`${twin.url}${PER_REQUEST_PATH}`, twin.workerPid);
    const nginxHomeWrk = measureWrk(`${twin.url}/`);
    const nginxFaqWrk = measureWrk(`${twin.url}${PER_REQUEST_PATH}`);
    await twin.stop();

    /** @type {ThroughputRow[]} */
    const rows = [];
    rows.push({
      name: '(a) cached page',
      path: '/',
      note: 'page cache hit',
      node: await measure(`${node.url}/`, node.pid),
      nginx: nginxHome,
      nodeWrk: measureWrk(`${node.url}/`),
      nginxWrk: nginxHomeWrk,
    });
    rows.push({
      name: '(b) campaign URL',
      path: CAMPAIGN_PATH,
      note: 'tracking parameters only',
      node: await measure(`${node.url}${CAMPAIGN_PATH}`, node.pid),
      nginx: nginxHome,
      nodeWrk: measureWrk(`${node.url}${CAMPAIGN_PATH}`),
      nginxWrk: nginxHomeWrk,
    });
    rows.push({
      name: '(c) per-request',
      path: PER_REQUEST_PATH,
      note: 'query rendered per request',
      node: await measure(`${node.url}${PER_REQUEST_PATH}`, node.pid),
      nginx: nginxFaq,
      nodeWrk: measureWrk(`${node.url}${PER_REQUEST_PATH}`),
      nginxWrk: nginxFaqWrk,
    });
    await node.stop();

    const uncached = await startBuiltServer(ports.uncached, { PAGE_CACHE_TTL_S: '0' });
    stoppers.push(uncached.stop);
    await waitForQuiet(uncached.pid);
    rows.push({
      name: '(d) cache off',
      path: '/',
      note: 'PAGE_CACHE_TTL_S=0: renders every request',
      node: await measure(`${uncached.url}/`, uncached.pid),
      nginx: nginxHome,
      nodeWrk: measureWrk(`${uncached.url}/`),
      nginxWrk: nginxHomeWrk,
    });
    await uncached.stop();
    return { rows, nginxVersion: twin.version };
  } finally {
    for (const stop of stoppers.toReversed()) await stop();
  }
}

/** @param {number | undefined} ms */
const cpu = (ms) => (ms === undefined ? '—' : ms.toFixed(3));
/** @param {number | undefined} percent */
const pct = (percent) => (percent === undefined ? '—' : percent.toFixed(0));

/**
 * @param {{ rows: ThroughputRow[], nginxVersion: string }} result
 * @param {{ seconds: number, connections: number }} options
 */
export function printThroughput({ rows, nginxVersion }, { seconds, connections }) {
  console.log(
    `Throughput: ${connections} connections, ${seconds} s per case (after a 2 s warm-up), Accept-Encoding: ${ACCEPT_ENCODING}.`,
  );
  console.log(
    `nginx: ${nginxVersion}, 1 worker, gzip_static + brotli_static, sending the bytes Node sent for the same page in each`,
  );
  console.log('encoding, with the same response headers (add_header; its own Date, ETag and a $request_id).');
  const width = Math.max(...rows.map((r) => `${r.name} ${r.path}`.length));
  console.log(`  ${'case'.padEnd(width)}   req/s  p50 ms  p99 ms  errors | nginx req/s  p99 ms | req/s node/nginx`);
  for (const r of rows) {
    console.log(
      `  ${`${r.name} ${r.path}`.padEnd(width)} ${r.node.rps.toFixed(0).padStart(7)} ${String(r.node.p50).padStart(7)} ${String(r.node.p99).padStart(7)} ${String(r.node.errors).padStart(7)} | ${r.nginx.rps.toFixed(0).padStart(11)} ${String(r.nginx.p99).padStart(7)} | ${(r.node.rps / r.nginx.rps).toFixed(3).padStart(16)}   ${r.note}`,
    );
  }
  console.log(
    `\nThe same cases under wrk (1 thread, ${connections} connections; a C client that does not decode bodies, so the servers,`,
  );
  console.log('not the client, are the limit):');
  console.log(`  ${'case'.padEnd(width)}   req/s  p50 ms  p99 ms  errors | nginx req/s  p99 ms | req/s node/nginx`);
  for (const r of rows) {
    const w = r.nodeWrk;
    console.log(
      `  ${`${r.name} ${r.path}`.padEnd(width)} ${w.rps.toFixed(0).padStart(7)} ${w.p50.toFixed(1).padStart(7)} ${w.p99.toFixed(1).padStart(7)} ${String(w.errors).padStart(7)} | ${r.nginxWrk.rps.toFixed(0).padStart(11)} ${r.nginxWrk.p99.toFixed(1).padStart(7)} | ${(w.rps / r.nginxWrk.rps).toFixed(3).padStart(16)}`,
    );
  }
  console.log(
    '\nCPU per request: the server process (Node; nginx: its worker) per completed request, and the load generator',
  );
  console.log(
    '(autocannon, in this process; it decodes every body as a string) in % of one core. When the client is near 100 %',
  );
  console.log('it is the limit, not the server: then compare CPU per request rather than req/s.');
  console.log(`  ${'case'.padEnd(width)}  node ms/req  client % | nginx ms/req  client % | ms/req node/nginx`);
  for (const r of rows) {
    const ratio =
      r.node.cpuMsPerRequest && r.nginx.cpuMsPerRequest
        ? (r.node.cpuMsPerRequest / r.nginx.cpuMsPerRequest).toFixed(1)
        : '—';
    console.log(
      `  ${`${r.name} ${r.path}`.padEnd(width)} ${cpu(r.node.cpuMsPerRequest).padStart(12)} ${pct(r.node.clientCpu).padStart(9)} | ${cpu(r.nginx.cpuMsPerRequest).padStart(12)} ${pct(r.nginx.clientCpu).padStart(9)} | ${ratio.padStart(17)}`,
    );
  }
}
