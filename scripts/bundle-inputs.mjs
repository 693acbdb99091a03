// What the first load of a page template is made of: the biggest source inputs per chunk, from the
// client metafile build.mjs keeps. Usage: node scripts/bundle-inputs.mjs [page=home] [top=15]
import { readFileSync } from 'node:fs';

const [page = 'home', top = '15'] = process.argv.slice(2);
/** @type {import('esbuild').Metafile} */
const meta = JSON.parse(readFileSync('dist/build/client-metafile.json', 'utf8'));
/** @type {{ entry: string, entryImports: string[], pages: Record<string, string[]> }} */
const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));
const files = [...new Set([manifest.entry, ...manifest.entryImports, ...(manifest.pages[page] ?? [])])];
/** @param {string} href */
const output = (href) => meta.outputs[`dist/client/assets/${href.replace(/^\/assets\//, '')}`];

/** @type {Map<string, number>} */
const totals = new Map();
for (const href of files) {
  const out = output(href);
  if (!out) continue;
  const inputs = Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput);
  console.log(`\n${href}  ${(out.bytes / 1024).toFixed(1)} KB (minified)`);
  for (const [path, { bytesInOutput }] of inputs.slice(0, Number(top)))
    console.log(`  ${(bytesInOutput / 1024).toFixed(1).padStart(6)}  ${path}`);
  for (const [path, { bytesInOutput }] of inputs) {
    const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.split('/').slice(0, 2).join('/');
    totals.set(pkg, (totals.get(pkg) ?? 0) + bytesInOutput);
  }
}
console.log(`\nby package or folder (minified KB), first load of ${page}:`);
for (const [name, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${name}`);
