// A 5 MB batch of 850 purchase orders (one interchange, one group, ~7,400 sets), in releases 004010 and
// 005010: our engine's full validation (envelopes, the 850 guide, GS1) beside node-x12's bare parse of the
// same text (what a developer would pick instead; it checks nothing). Each figure is the median of 3
// rounds, each round the median of 5 runs after a warm-up. Numbers, not pass/fail:
// `node bench/x12-batch.mjs`, and a section of `npm run bench`.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { importBundled } from './engine-bundle.mjs';
import { medianOfRounds } from './timing.mjs';

const require = createRequire(import.meta.url);
const SIZE = 5 * 1024 * 1024 - 4096;

/** @param {string} [root] */
export async function runX12BatchBench(root = process.cwd()) {
  const { inspect, engineData, bigX12 } = await importBundled(root, [
    "export { inspect } from '<root>/shared/edi/inspect';",
    "export { engineData } from '<root>/shared/inspector/engine-data';",
    "export { bigX12 } from '<root>/tests/e2e/edi-documents';",
  ]);
  /** @type {{ X12Parser: new (strict: boolean) => { parse: (text: string) => unknown } }} */
  const { X12Parser } = require('node-x12');
  const dictionaries = { ...engineData, edifact: {} };
  const mb = SIZE / 1048576;
  console.log('5 MB batch of 850s: our validation beside node-x12 parsing (median of 3 rounds of 5):');
  for (const id of ['x12-850-004010', 'x12-850-005010']) {
    const doc = bigX12(SIZE, id);
    // Our guide asked for: the batch is not addressed to Northwind, so by default only syntax and envelopes.
    const options = { guide: id.slice(-6) };
    const result = inspect(doc, dictionaries, options);
    const errors = result.issues.filter((/** @type {{ severity: string }} */ f) => f.severity === 'error').length;
    const guided = (result.guides ?? []).map((/** @type {{ guide?: string; count: number }} */ g) => g.count).join('+');
    const ours = medianOfRounds(() => inspect(doc, dictionaries, options), 5);
    const theirs = medianOfRounds(() => new X12Parser(true).parse(doc), 5);
    console.log(
      `  ${id}: ${guided} sets against the guide, ${errors} errors  ours ${ours.toFixed(0)} ms (${(mb / (ours / 1000)).toFixed(1)} MB/s)  node-x12 parse ${theirs.toFixed(0)} ms (${(mb / (theirs / 1000)).toFixed(1)} MB/s)  node-x12 takes ${(theirs / ours).toFixed(1)}× as long`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runX12BatchBench(process.argv[2]);
