// EDI inspector parse times: X12 and EDIFACT documents of about 10 KB, 1 MB and 5 MB, made by
// repeating the samples' transactions. Bundles the parser with esbuild first (the same module the
// browser and the server run). Numbers, not pass/fail: `node bench/inspector.mjs`, and a section of `npm run bench`.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * The parts of the bundled modules this benchmark calls.
 * @typedef {{ segments: unknown[], issues: unknown[] }} InspectResult
 * @typedef {{ id: string, standard: 'x12' | 'edifact', text: string }} InspectorSample
 * @typedef {object} InspectorModules
 * @property {(text: string, dictionaries: Record<string, unknown>) => InspectResult} inspect
 * @property {InspectorSample[]} inspectorSamples
 * @property {unknown} x12Dictionary
 * @property {unknown} edifactDirectory
 */

/**
 * The sample's interchange with its transaction repeated until the document reaches `size` characters.
 * @param {string} text
 * @param {number} size
 * @param {'x12' | 'edifact'} standard
 */
function grow(text, size, standard) {
  const [open, close] = standard === 'x12' ? ['ST*', 'GE*'] : ['UNH+', 'UNZ+'];
  const head = text.slice(0, text.indexOf(open));
  const body = text.slice(text.indexOf(open), text.indexOf(close));
  const count = Math.max(1, Math.floor((size - head.length - 60) / body.length));
  const tail = standard === 'x12' ? `GE*${count}*4721~\nIEA*1*000004721~\n` : `UNZ+${count}+ORD0004721'\n`;
  return head + body.repeat(count) + tail;
}

/**
 * Prints the parse + validate time (median of 5 runs) per sample and size, for the checkout at `root`.
 * @param {string} [root]
 */
export async function runInspectorBench(root = process.cwd()) {
  if (!existsSync(join(root, 'shared/edi/inspect.ts'))) {
    console.log(`EDI inspector: not in ${root} (no shared/edi/inspect.ts); skipped.`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'inspector-bench-'));
  /** @type {InspectorModules} */
  let modules;
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `export { inspect } from '${root}/shared/edi/inspect';
export { inspectorSamples } from '${root}/content/inspector/samples';
export { x12Dictionary } from '${root}/content/reference/x12-segments';
export { edifactDirectory } from '${root}/shared/edi/edifact-directory';`,
    );
    await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'bundle.mjs'), logLevel: 'warning' });
    modules = await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { inspect, inspectorSamples, x12Dictionary, edifactDirectory } = modules;
  const dictionaries = { x12: x12Dictionary, edifact: edifactDirectory };

  /** @type {[string, number][]} */
  const sizes = [['10 KB', 10 * 1024], ['1 MB', 1024 * 1024], ['5 MB', 5 * 1024 * 1024 - 1024]];
  console.log('EDI inspector parse + validate (median of 5 runs):');
  for (const id of ['x12-850-005010', 'edifact-orders']) {
    const sample = inspectorSamples.find((s) => s.id === id);
    if (!sample) {
      console.log(`  ${id}: no such sample`);
      continue;
    }
    for (const [label, size] of sizes) {
      const doc = grow(sample.text, size, sample.standard);
      /** @type {number[]} */
      const times = [];
      /** @type {InspectResult | undefined} */
      let result;
      for (let i = 0; i < 5; i += 1) {
        const started = performance.now();
        result = inspect(doc, dictionaries);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${id.padEnd(16)} ${label.padStart(6)}  ${String(result?.segments.length).padStart(7)} segments  ${(times[2] ?? NaN).toFixed(1).padStart(7)} ms  (${result?.issues.length} issues)`,
      );
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runInspectorBench();
