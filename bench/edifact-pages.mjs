// UN/EDIFACT directory pages rendered per request (page cache off): 500 pages picked at random (seeded) from
// 12 directories across messages, segments, composites and elements, requested one after the other on a
// fresh server; time to the last byte on loopback (median, p95, max), the first page (which loads the
// directory tables) apart, and the server's resident memory after them. Beside it, the peer in the same
// run: the EDIFACT guide's per-code pages (/resources/edifact-messages/{CODE}), also uncached.
// `node bench/edifact-pages.mjs`, or `BENCH_ONLY=edifact npm run bench`.
import { memoryOf, startBuiltServer, waitForQuiet } from './built-server.mjs';

const DIRECTORIES = ['d93a', 'd95b', 'd96a', 'd97a', 'd98b', 'd99b', 'd01b', 'd03a', 'd07a', 'd12a', 'd16b', 'd24a'];
const PAGES = 500;
const KINDS = ['messages', 'segments', 'composites', 'elements'];

/**
 * A small seeded generator (mulberry32), so every run requests the same pages.
 * @param {number} seed
 */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * JSON the bench's own server answers (its shape is the page data of shared/edifact-reference.ts).
 * @param {string} url
 * @returns {Promise<any>}
 */
const json = async (url) => (await fetch(url)).json();

/** @param {number[]} list @param {number} q */
const quantile = (list, q) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;

/** @param {string} url */
async function timed(url) {
  const started = performance.now();
  const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

/**
 * @param {{ port: number }} options
 */
export async function runEdifactPagesBench({ port }) {
  const server = await startBuiltServer(port, { PAGE_CACHE_TTL_S: '0' });
  try {
    await waitForQuiet(server.pid);
    const before = memoryOf(server.pid);
    const first = await timed(`${server.url}/resources/edifact/d96a/segments/BGM`);
    // Entries of each directory, from the JSON the pages serve (not timed).
    const next = random(31);
    /** @type {string[]} */
    const pages = [];
    /** @type {Record<string, Record<string, string[]>>} */
    const entries = {};
    for (const dir of DIRECTORIES) {
      /** @type {Record<string, { id: string }[]>} */
      const data = await json(`${server.url}/api/edifact/${dir}`);
      entries[dir] = Object.fromEntries(KINDS.map((k) => [k, (data[k] ?? []).map((e) => e.id)]));
    }
    while (pages.length < PAGES) {
      const dir = DIRECTORIES[Math.floor(next() * DIRECTORIES.length)] ?? 'd96a';
      const kind = KINDS[Math.floor(next() * KINDS.length)] ?? 'segments';
      const ids = entries[dir]?.[kind] ?? [];
      const id = ids[Math.floor(next() * ids.length)];
      if (id) pages.push(`/resources/edifact/${dir}/${kind}/${id}`);
    }
    /** @type {number[]} */
    const times = [];
    /** @type {Record<string, number>} */
    const statuses = {};
    for (const path of pages) {
      const { ms, status } = await timed(`${server.url}${path}`);
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    const after = memoryOf(server.pid);
    /** @type {{ messages: { id: string }[] }} */
    const d96a = await json(`${server.url}/api/edifact/d96a`);
    const codes = d96a.messages.map((m) => m.id);
    /** @type {number[]} */
    const peer = [];
    for (const code of codes) peer.push((await timed(`${server.url}/resources/edifact-messages/${code}`)).ms);
    return { first: first.ms, times, statuses, before, after, peer };
  } finally {
    await server.stop();
  }
}

const mb = (/** @type {number} */ kb) => `${(kb / 1024).toFixed(1)} MB`;
const line = (/** @type {number[]} */ t) =>
  `median ${quantile(t, 0.5).toFixed(1)} ms, p95 ${quantile(t, 0.95).toFixed(1)} ms, max ${Math.max(...t).toFixed(1)} ms`;

/** @param {Awaited<ReturnType<typeof runEdifactPagesBench>>} r */
export function printEdifactPages(r) {
  console.log(
    `UN/EDIFACT directory pages, page cache off, ${r.times.length} random pages across ${DIRECTORIES.length} directories:`,
  );
  console.log(`  first page (loads the directory tables): ${r.first.toFixed(0)} ms`);
  console.log(`  directory pages: ${line(r.times)}; statuses ${JSON.stringify(r.statuses)}`);
  console.log(`  peer, the guide's EDIFACT code pages (${r.peer.length}): ${line(r.peer)}`);
  console.log(
    `  server RSS: before ${mb(r.before.rssKb)}, after the pages ${mb(r.after.rssKb)} (peak ${mb(r.after.hwmKb)})`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) printEdifactPages(await runEdifactPagesBench({ port: 4605 }));
