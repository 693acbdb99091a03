// The site search (issue 34): build time and size of the server's index (everything: body text, the D.96A code
// lists) and of the browser's (titles, codes, keywords, details), and the time of 1,000 queries on each, a list
// of codes, abbreviations, words, prefixes and typos a visitor types, cycled. p50, p95 and max per query; each
// figure the median of 3 runs (a fresh index per run). Bundles shared/search with esbuild (no build of the site
// needed); the blog posts come from the content source the server reads. Then the /search page of the built
// site: 300 queries of the same list, one after another, each timed from request to the last byte (median of
// 3 rounds). Numbers, not pass/fail: `node bench/search.mjs [checkout]`, and a section of `npm run bench`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { median } from './timing.mjs';
import { importBundled } from './engine-bundle.mjs';
import { startBuiltServer } from './built-server.mjs';

/**
 * The parts of the bundled modules this benchmark calls.
 * @typedef {{ id: string }} Doc
 * @typedef {{ total: number }} Results
 * @typedef {object} Index
 * @property {() => unknown} toJSON
 * @typedef {object} SearchModules
 * @property {(posts: unknown[]) => Promise<Doc[]>} serverDocuments
 * @property {(posts: unknown[]) => Promise<Doc[]>} browserDocuments
 * @property {(docs: Doc[]) => Index} createIndex
 * @property {(json: string) => Index} loadIndex
 * @property {(index: Index, q: string, limit?: number) => Results} searchSite
 * @property {(dir: string) => { fetchAll: () => Promise<unknown[]> }} contentSource
 */

/** What visitors type: codes, segments, elements, abbreviations, words, products, prefixes and typos. */
const QUERIES = [
  '856 | 850 | 810 | 855 | 997 | 999 | 820 | 940 | 214 | 837 | 8 | 85 | 85O',
  'ASN | PO | PO ack | BOL | HIPAA | ERA | POS | 3PL | ack | FA | RFQ',
  'BGM | NAD | LIN | DTM | UNB | UNH | C002 | 1225 | 1001 | 3035 | 0083',
  'ORDERS | DESADV | INVOIC | ORDRSP | CONTRL | IFTMIN | desadv | invoi | order',
  'invoice | purchase order | ship notice | advance ship notice | remittance advice | functional acknowledgment',
  'bill of lading | inventory | warehouse shipping order | payment | customs declaration | despatch advice',
  'SAP | NetSuite | netsui | netsiute | Dynamics 365 | Oracle | Epicor | Acumatica | Workday | Shopify',
  'AS2 | SFTP | VAN | API | segment-order | code-unknown | mapping | onboarding | pricing | security',
  'what is edi | how long does implementation take | x12 vs edifact | scorecards | chargebacks | hardware',
  'acknowledgement | recieving advice | purchse order | invioce | transportaion | manufacturing | D.96A',
  'message function | party qualifier | original | order to cash | procure to pay | EDI 856 ASN walmart',
].flatMap((line) => line.split(' | '));
const RUNS = 3;
const COUNT = 1000;

/**
 * shared/search and the blog's content source, bundled into a temporary module and imported.
 * @param {string} root
 * @returns {Promise<SearchModules>}
 */
async function importSearch(root) {
  // gray-matter (the posts' front matter) requires node:fs at run time: the ESM bundle needs a require.
  const { serverDocuments, browserDocuments, createIndex, loadIndex, searchSite, contentSource } = await importBundled(
    root,
    [
      "export { serverDocuments, browserDocuments } from '<root>/shared/search/search-documents';",
      "export { createIndex, loadIndex, searchSite } from '<root>/shared/search/site-search';",
      "export { contentSource } from '<root>/server/blog/sources';",
    ],
    { require: true },
  );
  return { serverDocuments, browserDocuments, createIndex, loadIndex, searchSite, contentSource };
}

/** @param {number[]} list @param {number} q */
const quantile = (list, q) =>
  [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;

/** @param {() => unknown} run */
function timed(run) {
  const started = performance.now();
  const value = run();
  return { ms: performance.now() - started, value };
}

/**
 * One run over one index: build (or load) it, then COUNT queries.
 * @param {SearchModules} m
 * @param {Doc[]} docs
 * @param {boolean} viaJson the browser's path: serialised at build, loaded in the page
 */
function runOnce(m, docs, viaJson) {
  const build = timed(() => m.createIndex(docs));
  const built = /** @type {Index} */ (build.value);
  const json = JSON.stringify(built);
  const load = timed(() => m.loadIndex(json));
  const index = viaJson ? /** @type {Index} */ (load.value) : built;
  /** @type {number[]} */
  const times = [];
  let found = 0;
  for (let i = 0; i < COUNT; i += 1) {
    const q = QUERIES[i % QUERIES.length] ?? '';
    const started = performance.now();
    found += m.searchSite(index, q, 20).total > 0 ? 1 : 0;
    times.push(performance.now() - started);
  }
  return {
    build: build.ms,
    load: load.ms,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: Math.max(...times),
    found,
    raw: Buffer.byteLength(json),
    gzip: gzipSync(json, { level: 9 }).length,
  };
}

/** @param {number} t */
const ms = (t) => `${t.toFixed(2).padStart(8)} ms`;
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/**
 * Prints documents, build time, sizes and query times of both indexes for the checkout at `root`.
 * @param {string} [root]
 */
export async function runSearchBench(root = process.cwd()) {
  const m = await importSearch(root);
  const posts = await m.contentSource(join(root, 'content/blog/posts')).fetchAll();
  const docsStarted = performance.now();
  const serverDocs = await m.serverDocuments(posts);
  const docsMs = performance.now() - docsStarted;
  const browserDocs = await m.browserDocuments(posts);
  console.log(
    `Site search: ${COUNT} queries from ${QUERIES.length} (codes, words, prefixes, typos), median of ${RUNS} runs`,
  );
  console.log(`  documents made from content in ${docsMs.toFixed(0)} ms (server's set, first call)`);
  for (const [label, docs, viaJson] of /** @type {const} */ ([
    ['server ', serverDocs, false],
    ['browser', browserDocs, true],
  ])) {
    const runs = Array.from({ length: RUNS }, () => runOnce(m, docs, viaJson));
    /** @param {(r: ReturnType<typeof runOnce>) => number} pick */
    const mid = (pick) => median(runs.map(pick));
    console.log(
      `  ${label} ${String(docs.length).padStart(5)} docs: build ${ms(mid((r) => r.build))}, loadJSON ${ms(mid((r) => r.load))}, ` +
        `JSON ${kb(mid((r) => r.raw))} raw, ${kb(mid((r) => r.gzip))} gzip -9`,
    );
    console.log(
      `          queries: p50 ${ms(mid((r) => r.p50))}, p95 ${ms(mid((r) => r.p95))}, max ${ms(mid((r) => r.max))}; ` +
        `${mid((r) => r.found)}/${COUNT} found something`,
    );
  }
}

/** Pages of /search timed one after another: p50, p95 and max in ms. */
async function pageTimes(/** @type {string} */ url, /** @type {string[]} */ queries) {
  /** @type {number[]} */
  const times = [];
  for (const q of queries) {
    const started = performance.now();
    const res = await fetch(`${url}/search?q=${encodeURIComponent(q)}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/search?q=${q}: HTTP ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (/** @type {number} */ p) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) ?? NaN };
}

/**
 * The /search page of the built site, per request (a query string bypasses the page cache).
 * @param {{ port?: number, root?: string }} [options]
 */
export async function runSearchPageBench({ port = 4608, root = process.cwd() } = {}) {
  // One client asking hundreds of times: the rate limit is raised for the run.
  const server = await startBuiltServer(port, { SEARCH_RATE_LIMIT: '1000000' }, { root });
  try {
    const queries = Array.from({ length: 300 }, (_, i) => QUERIES[i % QUERIES.length] ?? '856');
    await pageTimes(server.url, queries.slice(0, 30)); // warm: the index is made at start, the code optimised
    /** @type {{ p50: number, p95: number, max: number }[]} */
    const rounds = [];
    for (let r = 0; r < RUNS; r += 1) rounds.push(await pageTimes(server.url, queries));
    const mid = (/** @type {'p50' | 'p95' | 'max'} */ key) => median(rounds.map((x) => x[key]));
    console.log(
      `  /search?q= page (SSR, per request, ${queries.length} queries): p50 ${ms(mid('p50'))}, p95 ${ms(mid('p95'))}, max ${ms(mid('max'))}`,
    );
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runSearchBench(process.argv[2]);
  await runSearchPageBench({ root: process.argv[2] ?? process.cwd() });
}
