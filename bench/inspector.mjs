// EDI inspector parse times: X12 and EDIFACT documents of about 10 KB, 1 MB and 5 MB, made by
// repeating the samples' transactions. Bundles the parser with esbuild first (the same module the
// browser and the server run). Numbers, not pass/fail: `node bench/inspector.mjs`.
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
export { edifactDirectory } from '${root}/shared/edi/edifact-directory';`,
);
await esbuild.build({ entryPoints: [entry], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'bundle.mjs'), logLevel: 'warning' });
const { inspect, inspectorSamples, x12Dictionary, edifactDirectory } = await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
rmSync(dir, { recursive: true, force: true });
const dictionaries = { x12: x12Dictionary, edifact: edifactDirectory };

/** The sample's interchange with its transaction repeated until the document reaches `size` characters. */
function grow(text, size, standard) {
  const [open, close] = standard === 'x12' ? ['ST*', 'GE*'] : ['UNH+', 'UNZ+'];
  const head = text.slice(0, text.indexOf(open));
  const body = text.slice(text.indexOf(open), text.indexOf(close));
  const count = Math.max(1, Math.floor((size - head.length - 60) / body.length));
  const tail = standard === 'x12' ? `GE*${count}*4721~\nIEA*1*000004721~\n` : `UNZ+${count}+ORD0004721'\n`;
  return head + body.repeat(count) + tail;
}

const sizes = [['10 KB', 10 * 1024], ['1 MB', 1024 * 1024], ['5 MB', 5 * 1024 * 1024 - 1024]];
console.log('EDI inspector parse + validate (median of 5 runs):');
for (const id of ['x12-850-005010', 'edifact-orders']) {
  const sample = inspectorSamples.find((s) => s.id === id);
  for (const [label, size] of sizes) {
    const doc = grow(sample.text, size, sample.standard);
    const times = [];
    let result;
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      result = inspect(doc, dictionaries);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${id.padEnd(16)} ${label.padStart(6)}  ${String(result.segments.length).padStart(7)} segments  ${times[2].toFixed(1).padStart(7)} ms  (${result.issues.length} issues)`);
  }
}
