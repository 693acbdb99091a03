// EDI inspector parse times: X12 and EDIFACT documents of about 10 KB, 1 MB and 5 MB, made by
// repeating the samples' transactions with their own control numbers (tests/e2e/edi-documents.ts).
// Bundles the parser with esbuild first (the same module the browser's worker and the server run).
// The first run is cold (as in a fresh worker); then the median of 5, and the first screen's view.
// Numbers, not pass/fail: `node bench/inspector.mjs`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const dir = mkdtempSync(join(tmpdir(), 'inspector-bench-'));
const entry = join(dir, 'entry.ts');
const root = process.cwd();
writeFileSync(
  entry,
  `export { inspect } from '${root}/shared/edi/inspect';
export { inspectorSamples } from '${root}/content/inspector/samples';
export { x12Dictionary } from '${root}/content/reference/x12-segments';
export { edifactDirectory } from '${root}/shared/edi/edifact-directory';
export { buildView } from '${root}/shared/edi/view';
export { FIRST_SCREEN } from '${root}/app/components/inspector/session';
export { bigX12, bigEdifact } from '${root}/tests/e2e/edi-documents';`,
);
await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'bundle.mjs'), logLevel: 'warning' });
const { inspect, x12Dictionary, edifactDirectory, buildView, FIRST_SCREEN, bigX12, bigEdifact } = await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
rmSync(dir, { recursive: true, force: true });
const dictionaries = { x12: x12Dictionary, edifact: edifactDirectory };

const ms = (t) => `${t.toFixed(1).padStart(7)} ms`;
const sizes = [['10 KB', 10 * 1024], ['1 MB', 1024 * 1024], ['5 MB', 5 * 1024 * 1024 - 4096]];
console.log('EDI inspector parse + validate: first (cold) run, median of 5, first-screen view:');
for (const [standard, grow] of [['X12', bigX12], ['EDIFACT', bigEdifact]]) {
  for (const [label, size] of sizes) {
    const doc = grow(size);
    const times = [];
    let result;
    for (let i = 0; i < 6; i += 1) {
      const started = performance.now();
      result = inspect(doc, dictionaries);
      times.push(performance.now() - started);
    }
    const cold = times.shift();
    times.sort((a, b) => a - b);
    const viewStarted = performance.now();
    buildView(result, dictionaries, FIRST_SCREEN);
    const view = performance.now() - viewStarted;
    console.log(`  ${standard.padEnd(8)} ${label.padStart(6)}  ${String(result.segments.length).padStart(7)} segments  cold ${ms(cold)}  median ${ms(times[2])}  view ${ms(view)}  (${result.issues.length} issues)`);
  }
}
