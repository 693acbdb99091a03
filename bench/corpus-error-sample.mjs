// A seeded sample of error findings from ../shared/edi-corpus, one per file, for a person to judge real or false
// (issue 44's acceptance: "a sample of 20 error findings each judged"). Prints each finding with its segment's text.
// `node bench/corpus-error-sample.mjs [count=20] [seed=42] [corpus dir]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importBundled } from './engine-bundle.mjs';

const [count = '20', seedArg = '42', dir] = process.argv.slice(2);
const corpus = dir ?? resolve(process.cwd(), '../shared/edi-corpus');
if (!existsSync(corpus)) {
  console.log(`EDI corpus: ${corpus} is not here; skipped.`);
  process.exit(0);
}
const m = await importBundled(process.cwd(), [
  "export { inspectLoading, dictionaryLoader } from '<root>/shared/edi/inspect';",
  "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
  "export { engineData } from '<root>/shared/inspector/engine-data';",
]);
const load = m.dictionaryLoader(m.engineData, m.loadDirectories);

/** @type {Map<string, { code: string; message: string; segment: string }[]>} */
const byFile = new Map();
let total = 0;
for (const file of readdirSync(corpus)
  .filter((f) => /\.(edi|x12|txt|dat)$/i.test(f))
  .sort()) {
  const text = readFileSync(join(corpus, file), 'utf8');
  const { result: r } = await m.inspectLoading(text, load);
  for (const f of r.issues) {
    if (f.severity !== 'error') continue;
    const s = r.segments[f.pos - 1];
    const segment = s ? text.slice(s.start, s.end).replace(/\s+/g, ' ').slice(0, 100) : '';
    const list = byFile.get(file) ?? [];
    list.push({ code: f.code, message: f.message, segment });
    byFile.set(file, list);
    total += 1;
  }
}
// A small linear congruential generator: the same seed picks the same sample on every machine.
let seed = Number(seedArg);
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const files = [...byFile.keys()]
  .map((f) => ({ f, k: next() }))
  .sort((a, b) => a.k - b.k)
  .slice(0, Number(count))
  .map(({ f }) => f);
console.log(`${total} error findings in ${byFile.size} files; one from each of ${files.length} files:`);
for (const file of files) {
  const list = byFile.get(file) ?? [];
  const f = list[Math.floor(next() * list.length)];
  if (f) console.log(`- ${file}: [${f.code}] ${f.message}\n    ${f.segment}`);
}
