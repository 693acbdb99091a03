// Does a finding cost little? The engine's MB/s on a clean 5 MB batch and on a 5 MB batch of our own with
// many findings, X12 (850s against our guide, asked for) and EDIFACT (D.96A ORDERS), beside node-x12's bare
// parse of the clean X12 batch, in one run. Give checkouts to compare builds in the same run (the first is
// the one whose batches are used): `node bench/findings-heavy.mjs [checkout …]`. Each figure is the median of
// 3 rounds of 3 runs after a warm-up. Numbers, not pass/fail.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importBundled } from './engine-bundle.mjs';
import { medianOfRounds } from './timing.mjs';

const require = createRequire(import.meta.url);
const SIZE = 5 * 1024 * 1024 - 4096;

/**
 * Every occurrence of `from` replaced by `to`, and the replacement counted (so a change that stops applying
 * shows as 0 findings planted rather than as a clean file).
 * @param {string} text @param {string} from @param {string} to
 */
const plant = (text, from, to) => text.split(from).join(to);
const mb = (/** @type {string} */ doc) => doc.length / 1048576;

/**
 * The four documents: a clean 5 MB 850 batch and EDIFACT ORDERS batch, and each with findings planted.
 * @param {{ bigX12: (size: number, id: string) => string, bigEdifact: (size: number, id: string) => string }} m
 * @returns {[string, string, Record<string, string>][]}
 */
export function findingsHeavyDocuments({ bigX12, bigEdifact }) {
  const x12Clean = bigX12(SIZE, 'x12-850-005010');
  // Per 850: PO103 units and PID01 codes the guide does not accept, BEG05 no date: about 30,000 findings.
  const x12Heavy = plant(
    plant(plant(plant(x12Clean, '*CA*', '*C9*'), '*EA*', '*E9*'), 'PID*F*', 'PID*Q*'),
    '**20260315~\nCUR*',
    '**20261345~\nCUR*',
  );
  const edifactClean = bigEdifact(SIZE, 'edifact-orders');
  // Per ORDERS: a DTM value that breaks its format 102, a quantity qualifier and a party qualifier not in
  // their code lists: about 30,000 findings.
  const edifactHeavy = plant(
    plant(plant(edifactClean, ':20260327:102', ':20260231:102'), 'QTY+21:', 'QTY+9Q:'),
    'NAD+SU+',
    'NAD+QQ+',
  );
  return [
    ['X12 850s, clean', x12Clean, { guide: '005010' }],
    ['X12 850s, findings-heavy', x12Heavy, { guide: '005010' }],
    ['EDIFACT ORDERS, clean', edifactClean, {}],
    ['EDIFACT ORDERS, findings-heavy', edifactHeavy, {}],
  ];
}

/** @param {string[]} roots */
export async function runFindingsHeavyBench(roots = [process.cwd()]) {
  const [first = process.cwd()] = roots;
  const { bigX12, bigEdifact } = await importBundled(first, [
    "export { bigX12, bigEdifact } from '<root>/tests/e2e/edi-documents';",
  ]);
  const docs = findingsHeavyDocuments({ bigX12, bigEdifact });
  const x12Clean = docs[0]?.[1] ?? '';
  const edifactClean = docs[2]?.[1] ?? '';
  /** @type {{ X12Parser: new (strict: boolean) => { parse: (text: string) => unknown } }} */
  const { X12Parser } = require('node-x12');
  const peer = medianOfRounds(() => new X12Parser(true).parse(x12Clean), 3);
  console.log(
    `node-x12 parse of the clean X12 batch: ${peer.toFixed(0)} ms (${(mb(x12Clean) / (peer / 1000)).toFixed(1)} MB/s)`,
  );
  for (const root of roots) {
    // Before #42 the engine took the X12 dictionary itself and imported our guides; since, the site hands both in.
    const handsIn = existsSync(join(root, 'shared/inspector/engine-data.ts'));
    const { inspectLoading, dictionaryLoader, loadDirectories, engineData } = await importBundled(root, [
      "export { inspectLoading, dictionaryLoader } from '<root>/shared/edi/inspect';",
      "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
      handsIn
        ? "export { engineData } from '<root>/shared/inspector/engine-data';"
        : "export { x12Dictionary as engineData } from '<root>/content/directories/x12-segments';",
    ]);
    const load = dictionaryLoader(engineData, loadDirectories);
    const dictionaries = (await inspectLoading(edifactClean, load)).dictionaries;
    const { inspect } = await importBundled(root, ["export { inspect } from '<root>/shared/edi/inspect';"]);
    console.log(`\n${root}`);
    /** @type {number[]} */
    const times = [];
    for (const [label, doc, options] of docs) {
      const result = inspect(doc, dictionaries, options);
      const found = Object.values(result.counts).reduce((n, c) => n + Number(c), 0);
      const ms = medianOfRounds(() => inspect(doc, dictionaries, options), 3);
      times.push(ms);
      const rate = mb(String(doc)) / (ms / 1000);
      console.log(
        `  ${String(label).padEnd(31)} ${String(found).padStart(7)} findings  ${ms.toFixed(0).padStart(5)} ms  ${rate.toFixed(1).padStart(5)} MB/s  node-x12 takes ${(peer / ms).toFixed(2)}× as long`,
      );
    }
    const [xc = 1, xh = 1, ec = 1, eh = 1] = times;
    console.log(`  findings-heavy / clean: X12 ${(xh / xc).toFixed(2)}×, EDIFACT ${(eh / ec).toFixed(2)}×`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await runFindingsHeavyBench(process.argv.length > 2 ? process.argv.slice(2).map((p) => resolve(p)) : undefined);
