// EDI inspector parse times: X12 and EDIFACT documents of about 10 KB, 1 MB and 5 MB, made by
// repeating the samples' transactions with their own control numbers (tests/e2e/edi-documents.ts).
// Bundles the parser with esbuild first (the same module the browser's worker and the server run).
// The first run is cold (as in a fresh worker); then the median of 5, and the first screen's view.
// Numbers, not pass/fail: `node bench/inspector.mjs`, and a section of `npm run bench`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';

/**
 * The parts of the bundled modules this benchmark calls.
 * @typedef {{ segments: unknown[], issues: unknown[], interchanges: { groups: { transactions: unknown[] }[] }[] }} InspectResult
 * @typedef {object} InspectorModules
 * @property {(text: string, dictionaries: Record<string, unknown>) => InspectResult} inspect
 * @property {(result: InspectResult, dictionaries: Record<string, unknown>, firstScreen: unknown) => unknown} buildView
 * @property {Record<string, unknown>} engineData
 * @property {(ids: string[]) => Promise<Record<string, unknown>>} loadDirectories
 * @property {unknown} FIRST_SCREEN
 * @property {(size: number) => string} bigX12
 * @property {(size: number) => string} bigEdifact
 */

/** @param {number} t */
const ms = (t) => `${t.toFixed(1).padStart(7)} ms`;

/**
 * Prints cold, median-of-5 and first-screen view times per standard and size, for the checkout at `root`.
 * @param {string} [root]
 */
export async function runInspectorBench(root = process.cwd()) {
  if (!existsSync(join(root, 'tests/e2e/edi-documents.ts'))) {
    console.log(`EDI inspector: not in ${root} (no tests/e2e/edi-documents.ts); skipped.`);
    return;
  }
  /** @type {InspectorModules} */
  const modules = /** @type {any} */ (
    await importBundled(root, [
      "export { inspect } from '<root>/shared/edi/inspect';",
      "export { engineData } from '<root>/shared/inspector/engine-data';",
      "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
      "export { buildView } from '<root>/shared/inspector/view';",
      "export { FIRST_SCREEN } from '<root>/client/inspector/session';",
      "export { bigX12, bigEdifact } from '<root>/tests/e2e/edi-documents';",
    ])
  );
  const { inspect, engineData, loadDirectories, buildView, FIRST_SCREEN, bigX12, bigEdifact } = modules;
  // The samples' EDIFACT is D.96A: that directory, loaded before the timing (as the browser fetches it first).
  const dictionaries = { ...engineData, edifact: await loadDirectories(['d96a']) };

  /** @type {[string, number][]} */
  const sizes = [
    ['10 KB', 10 * 1024],
    ['1 MB', 1024 * 1024],
    ['5 MB', 5 * 1024 * 1024 - 4096],
  ];
  /** @type {[string, (size: number) => string][]} */
  const standards = [
    ['X12', bigX12],
    ['EDIFACT', bigEdifact],
  ];
  console.log('EDI inspector parse + validate: first (cold) run, median of 5, first-screen view:');
  for (const [standard, grow] of standards) {
    for (const [label, size] of sizes) {
      const doc = grow(size);
      /** @type {number[]} */
      const times = [];
      /** @type {InspectResult | undefined} */
      let result;
      for (let i = 0; i < 6; i += 1) {
        const started = performance.now();
        result = inspect(doc, dictionaries);
        times.push(performance.now() - started);
      }
      if (!result) continue;
      const cold = times.shift() ?? NaN;
      times.sort((a, b) => a - b);
      const viewStarted = performance.now();
      buildView(result, dictionaries, FIRST_SCREEN);
      const view = performance.now() - viewStarted;
      const segments = String(result.segments.length).padStart(7);
      console.log(
        `  ${standard.padEnd(8)} ${label.padStart(6)}  ${segments} segments  cold ${ms(cold)}  median ${ms(times[2] ?? NaN)} (${(doc.length / 1048576 / ((times[2] ?? NaN) / 1000)).toFixed(1)} MB/s)  view ${ms(view)}  (${result.issues.length} issues)`,
      );
    }
  }
  // One segment in the middle of a 5 MB X12 file uses the wrong element separator: every other one must be read.
  const doc = bigX12(5 * 1024 * 1024 - 4096);
  const middle = doc.indexOf('CUR*BY*USD~', doc.length / 2);
  const broken = `${doc.slice(0, middle)}CUR|BY|USD~${doc.slice(middle + 'CUR*BY*USD~'.length)}`;
  /** @type {number[]} */
  const times = [];
  /** @type {InspectResult | undefined} */
  let result;
  for (let i = 0; i < 6; i += 1) {
    const started = performance.now();
    result = inspect(broken, dictionaries);
    times.push(performance.now() - started);
  }
  times.shift();
  times.sort((a, b) => a - b);
  if (result) {
    let sets = 0;
    for (const ic of result.interchanges) for (const g of ic.groups) sets += g.transactions.length;
    console.log(
      `  X12 5 MB, one bad segment in the middle: ${result.segments.length} segments, ${result.interchanges.length} interchanges, ${sets} sets, median ${ms(times[2] ?? NaN)} (${result.issues.length} issues)`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runInspectorBench(process.argv[2]);
