// This checkout's EDI engine beside another checkout's (a previous commit, e.g. `git archive <commit> | tar -x -C
// /tmp/before` with node_modules linked) in one process, runs interleaved A B A B… so that the load of a shared
// machine falls on both alike: the cases of bench/x12-batch.mjs (5 MB of 850s, against the guide) and of
// bench/inspector.mjs (1 and 5 MB of X12 and EDIFACT) and of bench/findings-heavy.mjs (clean and findings-heavy
// 5 MB batches, X12 and EDIFACT), each the median of 3 rounds of 7 pairs, wall and CPU time, MB/s and the ratio
// after/before. Numbers, not pass/fail: `node bench/engine-ab.mjs /tmp/before [case …]` (cases whose label
// contains one of the words given, e.g. `heavy`, `clean`).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';
import { findingsHeavyDocuments } from './findings-heavy.mjs';
import { median } from './timing.mjs';

/**
 * The engine of a checkout, whichever layout it has (shared/edi/inspect.ts has been the entry all along;
 * the directory pools moved to load/ in #42).
 * @param {string} root
 */
async function engineOf(root) {
  const pools = existsSync(join(root, 'shared/edi/load/edifact-pools.ts'))
    ? 'shared/edi/load/edifact-pools'
    : 'shared/edi/edifact-pools';
  const m = await importBundled(root, [
    "export { inspect } from '<root>/shared/edi/inspect';",
    `export { loadDirectories } from '<root>/${pools}';`,
    "export { x12Dictionary } from '<root>/content/directories/x12-segments';",
    // Our X12 guides, handed in since #42 (before, the engine imported them itself).
    existsSync(join(root, 'shared/inspector/engine-data.ts'))
      ? "export { engineData } from '<root>/shared/inspector/engine-data';"
      : 'export const engineData = {};',
    "export { bigX12, bigEdifact } from '<root>/tests/e2e/edi-documents';",
  ]);
  // D.96A: the EDIFACT batches' ORDERS name it.
  const dictionaries = { ...m.engineData, x12: m.x12Dictionary, edifact: await m.loadDirectories(['d96a']) };
  /** @param {string} text @param {Record<string, string>} options */
  const run = (text, options) => m.inspect(text, dictionaries, options);
  return { run, bigX12: m.bigX12, bigEdifact: m.bigEdifact };
}

/** Wall and CPU milliseconds of one call. @param {() => unknown} f */
function timed(f) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  f();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
}

/**
 * @param {string} [before] the other checkout
 * @param {string} [after] this one
 * @param {string[]} [only] words of the case labels to run (all when none)
 */
export async function runEngineAb(before, after = process.cwd(), only = []) {
  if (!before || !existsSync(join(before, 'shared/edi/inspect.ts'))) {
    console.log('engine A/B: give the other checkout, e.g. node bench/engine-ab.mjs /tmp/before; skipped.');
    return;
  }
  const a = await engineOf(resolve(before));
  const b = await engineOf(resolve(after));
  const batch = 5 * 1024 * 1024 - 4096;
  /** @type {[string, string, Record<string, string>][]} */
  const all = [
    ['850 batch 004010, guide', b.bigX12(batch, 'x12-850-004010'), { guide: '004010' }],
    ['850 batch 005010, guide', b.bigX12(batch, 'x12-850-005010'), { guide: '005010' }],
    ['X12 1 MB', b.bigX12(1024 * 1024), {}],
    ['X12 5 MB', b.bigX12(batch), {}],
    ['EDIFACT 1 MB', b.bigEdifact(1024 * 1024), {}],
    ['EDIFACT 5 MB', b.bigEdifact(batch), {}],
    ...findingsHeavyDocuments(b),
  ];
  const cases = all.filter(([label]) => only.length === 0 || only.some((word) => label.includes(word)));
  console.log(`EDI engine, ${after} (after) beside ${before} (before), interleaved, median of 3 rounds of 7:`);
  for (const [label, text, options] of cases) {
    const mb = text.length / 1048576;
    a.run(text, options);
    b.run(text, options);
    /** @type {{ wall: number[], cpu: number[] }[]} */
    const rounds = [];
    for (let r = 0; r < 3; r += 1) {
      /** @type {{ wall: number, cpu: number }[]} */ const ta = [];
      /** @type {{ wall: number, cpu: number }[]} */ const tb = [];
      for (let i = 0; i < 7; i += 1) {
        ta.push(timed(() => a.run(text, options)));
        tb.push(timed(() => b.run(text, options)));
      }
      rounds.push({
        wall: [median(ta.map((t) => t.wall)), median(tb.map((t) => t.wall))],
        cpu: [median(ta.map((t) => t.cpu)), median(tb.map((t) => t.cpu))],
      });
    }
    /** @param {'wall' | 'cpu'} kind @param {number} k */
    const med = (kind, k) => median(rounds.map((r) => r[kind][k] ?? NaN));
    const rate = (/** @type {number} */ ms) => (mb / (ms / 1000)).toFixed(1);
    console.log(
      `  ${label.padEnd(30)} wall ${rate(med('wall', 0))} → ${rate(med('wall', 1))} MB/s (after/before ${(med('wall', 1) / med('wall', 0)).toFixed(3)})  cpu ${rate(med('cpu', 0))} → ${rate(med('cpu', 1))} MB/s (${(med('cpu', 1) / med('cpu', 0)).toFixed(3)})`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runEngineAb(process.argv[2], process.cwd(), process.argv.slice(3));
