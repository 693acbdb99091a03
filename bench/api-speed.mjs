// The EDI API end to end beside the engine alone (issue 46): a 5 MB X12 850 batch and a 5 MB EDIFACT ORDERS
// batch, each inspected in this process (parse + validate) and posted to the built server (POST
// /api/edi/inspect: the findings-only default and segments=all, body read to its end), one of each in turn,
// median of 5 after a warm-up round. Prints the times, MB/s and end to end ÷ engine.
//   node bench/api-speed.mjs            (BENCH_PORT, default 4609; BENCH_CWD: another checkout's build)
import { benchRoot, startBuiltServer } from './built-server.mjs';
import { importBundled } from './engine-bundle.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4609);
const RUNS = 5;

/** @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** @param {() => Promise<unknown> | unknown} work @returns {Promise<number>} ms of one run */
async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * @param {string} url
 * @param {string} query
 * @param {string} body
 * @returns {Promise<number>} the response's bytes
 */
async function post(url, query, body) {
  const res = await fetch(`${url}/api/edi/inspect${query}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'accept-encoding': 'identity' },
    body,
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status !== 200) throw new Error(`POST /api/edi/inspect${query}: ${res.status}`);
  return bytes;
}

export async function runApiSpeedBench(root = benchRoot(), port = PORT) {
  const modules = await importBundled(process.cwd(), [
    "export { inspect } from '<root>/shared/edi/inspect';",
    "export { engineData } from '<root>/shared/inspector/engine-data';",
    "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
    "export { bigX12, bigEdifact } from '<root>/tests/e2e/edi-documents';",
  ]);
  const { inspect, engineData, loadDirectories, bigX12, bigEdifact } = modules;
  const dictionaries = { ...engineData, edifact: await loadDirectories(['d96a']) };
  const size = 5 * 1024 * 1024 - 4096;
  const documents = [
    ['X12 850 batch', String(bigX12(size))],
    ['EDIFACT ORDERS batch', String(bigEdifact(size))],
  ];
  const server = await startBuiltServer(port, { EDI_API_RATE_LIMIT: '1000000' }, { root });
  try {
    console.log(`EDI API end to end beside the engine alone, 5 MB documents, median of ${RUNS} (${root}):`);
    for (const [label, text] of documents) {
      const mb = Buffer.byteLength(text) / 1024 / 1024;
      // One of each in turn, RUNS times after a warm-up of each: a burst of load elsewhere falls on all three.
      /** @type {Record<'engine' | 'lean' | 'full', number[]>} */
      const times = { engine: [], lean: [], full: [] };
      let leanBytes = 0;
      let fullBytes = 0;
      for (let i = 0; i <= RUNS; i += 1) {
        const engineMs = await timed(() => inspect(text, dictionaries));
        const leanMs = await timed(async () => (leanBytes = await post(server.url, '', text)));
        const fullMs = await timed(async () => (fullBytes = await post(server.url, '?segments=all', text)));
        if (i === 0) continue; // the warm-up
        times.engine.push(engineMs);
        times.lean.push(leanMs);
        times.full.push(fullMs);
      }
      const [engine, lean, full] = [median(times.engine), median(times.lean), median(times.full)];
      const rate = (/** @type {number} */ ms) => `${(mb / (ms / 1000)).toFixed(1)} MB/s`;
      console.log(`  ${label} (${mb.toFixed(1)} MB):`);
      console.log(`    engine alone (parse + validate)   ${engine.toFixed(0).padStart(6)} ms  ${rate(engine)}`);
      console.log(
        `    API, findings-only (default)       ${lean.toFixed(0).padStart(6)} ms  ${rate(lean)}  ×${(lean / engine).toFixed(2)} of the engine  (${(leanBytes / 1024).toFixed(0)} KB of JSON)`,
      );
      console.log(
        `    API, segments=all (streamed)       ${full.toFixed(0).padStart(6)} ms  ${rate(full)}  ×${(full / engine).toFixed(2)} of the engine  (${(fullBytes / 1024 / 1024).toFixed(1)} MB of JSON)`,
      );
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runApiSpeedBench();
