// The EDI API inside the soak (bench/soak.mjs): documents to post (a 5 MB X12 batch, EDIFACT orders naming
// twelve directories, so each worker thread loads its own directory data), a load of posts beside the page
// load, the latency of /livez and a cached page while 5 MB documents are inspected, and each worker
// thread's heap as the server's metrics report it (edi_inspect_worker_heap_bytes).
import { importBundled } from './engine-bundle.mjs';

/** Directories the EDIFACT documents name (each worker loads those its jobs name, up to its cache of 8). */
const DIRECTORIES = ['93A', '95B', '96A', '97A', '98B', '99B', '01B', '03A', '07A', '12A', '16B', '24A'];

/**
 * @param {string} root the checkout whose test documents are used
 * @returns {Promise<{ big: string, documents: string[] }>}
 */
export async function inspectDocuments(root) {
  const { bigX12, bigEdifact } = await importBundled(root, [
    "export { bigX12, bigEdifact } from '<root>/tests/e2e/edi-documents';",
  ]);
  const orders = String(bigEdifact(64 * 1024));
  const documents = DIRECTORIES.map((d) => orders.replaceAll('ORDERS:D:96A:UN', `ORDERS:D:${d}:UN`));
  return { big: String(bigX12(5 * 1024 * 1024 - 4096)), documents };
}

/** @param {string} url @param {string} body */
const post = (url, body) =>
  fetch(`${url}/api/edi/inspect`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body }).then(
    async (res) => (await res.arrayBuffer(), res.status),
  );

/**
 * Posts `documents` in turn from `clients` loops until `signal` aborts; answers per status.
 * @param {string} url
 * @param {string[]} documents
 * @param {{ clients: number, signal: AbortSignal }} options
 */
export async function inspectLoad(url, documents, { clients, signal }) {
  /** @type {Record<string, number>} */
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!signal.aborted) {
        const status = await post(url, documents[next++ % documents.length] ?? '').catch(() => 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

/** @param {number[]} list @param {number} q */
const quantile = (list, q) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;

/**
 * Times GET `paths` one after the other while 5 MB documents are inspected one after the other, for `seconds`.
 * @param {string} url
 * @param {string} big
 * @param {string[]} paths
 * @param {number} seconds
 * @returns {Promise<{ inspections: number, latency: Record<string, { p50: number, p99: number, max: number, n: number }> }>}
 */
export async function latencyDuringInspection(url, big, paths, seconds) {
  const signal = AbortSignal.timeout(seconds * 1000);
  const posting = inspectLoad(url, [big], { clients: 1, signal });
  /** @type {Record<string, number[]>} */
  const times = Object.fromEntries(paths.map((p) => [p, []]));
  while (!signal.aborted)
    for (const path of paths) {
      const started = performance.now();
      await (await fetch(`${url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
      times[path]?.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  const statuses = await posting;
  const latency = Object.fromEntries(
    Object.entries(times).map(([p, l]) => [
      p,
      { p50: quantile(l, 0.5), p99: quantile(l, 0.99), max: Math.max(...l), n: l.length },
    ]),
  );
  return { inspections: statuses['200'] ?? 0, latency };
}

/**
 * Each worker thread's heap (bytes), from the metrics listener.
 * @param {string} metricsUrl
 * @returns {Promise<number[]>}
 */
export async function workerHeaps(metricsUrl) {
  const text = await (await fetch(`${metricsUrl}/metrics`)).text();
  return [...text.matchAll(/^edi_inspect_worker_heap_bytes\{thread="\d+"\} (\d+)/gm)].map((m) => Number(m[1]));
}
