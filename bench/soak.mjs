// The soak: a fresh server under 100 connections cycling through 26 URLs (cached pages, campaign links,
// queries rendered per request, directory pages, the search) for 60 s while two clients post EDI documents to the API (a 5 MB batch and
// EDIFACT naming twelve directories), then left idle for 30 s. Reports the server process's resident memory
// (VmRSS, which counts the inspection worker threads too; VmHWM is the peak) before, right after and after the
// idle period, each worker thread's heap (directory data included), the load's figures, and first the latency
// of /livez and a cached page while 5 MB documents are being inspected.
import { benchRoot, memoryOf, startBuiltServer, waitForQuiet } from './built-server.mjs';
import { inspectDocuments, inspectLoad, latencyDuringInspection, workerHeaps } from './inspect-load.mjs';
import { ACCEPT_ENCODING, load } from './throughput.mjs';
import { soakPaths } from './routes.mjs';

/**
 * @typedef {object} SoakResult
 * @property {{ rssKb: number, hwmKb: number }} before after start-up and one request to each URL
 * @property {{ rssKb: number, hwmKb: number }} after right after the load
 * @property {{ rssKb: number, hwmKb: number }} idle after the idle period
 * @property {import('./throughput.mjs').LoadResult} load
 * @property {Record<string, number>} inspections API answers per status during the soak
 * @property {number[]} workerHeaps bytes, per worker thread after the soak
 * @property {Awaited<ReturnType<typeof latencyDuringInspection>>} probe
 */

/** The cached page and the liveness check timed while 5 MB documents are inspected. */
const PROBED = ['/livez', '/about'];

/**
 * @param {{ port: number, seconds: number, idleSeconds: number, connections: number, metricsPort?: number, documentsRoot?: string }} options
 * @returns {Promise<SoakResult>}
 */
export async function runSoak({
  port,
  seconds,
  idleSeconds,
  connections,
  metricsPort = port + 10,
  documentsRoot = benchRoot(),
}) {
  const { big, documents } = await inspectDocuments(documentsRoot);
  // The API's and the search's per-client limits lifted: every request here comes from one address.
  const server = await startBuiltServer(port, {
    EDI_API_RATE_LIMIT: '1000000',
    SEARCH_RATE_LIMIT: '1000000',
    METRICS_PORT: String(metricsPort),
  });
  try {
    const headers = { 'accept-encoding': ACCEPT_ENCODING };
    // One request to each URL first, so "before" is a started server that has seen every page once.
    for (const path of soakPaths) await fetch(`${server.url}${path}`, { headers });
    await waitForQuiet(server.pid);
    const before = memoryOf(server.pid);
    const probe = await latencyDuringInspection(server.url, big, PROBED, Math.max(5, seconds / 6));
    const loaded = new AbortController();
    const inspecting = inspectLoad(server.url, [big, ...documents], { clients: 2, signal: loaded.signal });
    const result = await load(`${server.url}/`, { seconds, connections, headers, paths: soakPaths });
    loaded.abort();
    const inspections = await inspecting;
    const after = memoryOf(server.pid);
    const heaps = await workerHeaps(`http://127.0.0.1:${metricsPort}`);
    await new Promise((r) => setTimeout(r, idleSeconds * 1000));
    const idle = memoryOf(server.pid);
    return { before, after, idle, load: result, inspections, workerHeaps: heaps, probe };
  } finally {
    await server.stop();
  }
}

/** @param {number} kb */
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;

/**
 * @param {SoakResult} soak
 * @param {{ seconds: number, idleSeconds: number, connections: number }} options
 */
export function printSoak(soak, { seconds, idleSeconds, connections }) {
  const { load: l } = soak;
  console.log(`While 5 MB X12 batches are inspected one after the other (${soak.probe.inspections} inspected):`);
  for (const [path, t] of Object.entries(soak.probe.latency))
    console.log(
      `  GET ${path.padEnd(8)} p50 ${t.p50.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms, max ${t.max.toFixed(1)} ms (${t.n} requests)`,
    );
  console.log(
    `Soak: ${seconds} s, ${connections} connections, ${soakPaths.length} URLs in turn on every connection, Accept-Encoding: ${ACCEPT_ENCODING}:`,
  );
  console.log(`  ${soakPaths.join('  ')}`);
  console.log(
    `  ${l.rps.toFixed(0)} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms, ${l.requests} requests, errors ${l.errors} (timeouts ${l.timeouts})`,
  );
  console.log(
    `  status codes: ${Object.entries(l.statuses)
      .map(([code, n]) => `${code} ×${n}`)
      .join(', ')}`,
  );
  console.log(
    `  EDI API beside it (2 clients: a 5 MB X12 batch, EDIFACT orders naming 12 directories): ${Object.entries(
      soak.inspections,
    )
      .map(([code, n]) => `${code} ×${n}`)
      .join(', ')}`,
  );
  console.log(
    `  inspection worker heaps after the soak (directory data included): ${soak.workerHeaps.map((b) => mb(b / 1024)).join(', ') || 'none reported'}`,
  );
  console.log(
    `  server RSS (worker threads included): before ${mb(soak.before.rssKb)}, after the soak ${mb(soak.after.rssKb)}, after ${idleSeconds} s idle ${mb(soak.idle.rssKb)} (peak ${mb(Math.max(soak.idle.hwmKb, soak.after.rssKb))})`,
  );
}
