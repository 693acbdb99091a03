// Golden reports of the EDI engine: the API's JSON report (segments included) of each inspector sample,
// every EDI document the site shows (tests/unit/site-examples: interchanges, enveloped sets and segments,
// X12 sets also against their release's guide) and, when ../shared/edi-corpus is here, every corpus file
// (with and without its release's guide). `write <dir>` stores them, a file a document; `compare <dir>`
// makes them again and prints how many are identical or different, and the first differences. A refactor
// of the engine (issue 42) runs `write` before and `compare` after:
// `node bench/golden-reports.mjs write /work/golden-before`, `node bench/golden-reports.mjs compare /work/golden-before`.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = process.cwd();

/** Where the engine's modules live, in this layout or the one before issue 42 (so an older checkout runs it too). */
/** @param {string} now @param {string} before */
const moved = (now, before) => (existsSync(join(root, `${now}.ts`)) ? now : before);
const ENTRY = [
  "export { inspectLoading, dictionaryLoader } from '<root>/shared/edi/inspect';",
  `export { report } from '<root>/${moved('shared/edi/writers/report', 'shared/edi/report')}';`,
  `export { textChunks } from '<root>/${moved('shared/edi/writers/convert', 'shared/edi/convert')}';`,
  `export { jsonToEdi } from '<root>/${moved('shared/edi/writers/from-json', 'shared/edi/from-json')}';`,
  `export { loadDirectories } from '<root>/${moved('shared/edi/load/edifact-pools', 'shared/edi/edifact-pools')}';`,
  // What the site hands the engine: its data object (since #42 moved the guides out), or before that the X12 dictionary.
  existsSync(join(root, 'shared/inspector/engine-data.ts'))
    ? "export { engineData as siteData } from '<root>/shared/inspector/engine-data';"
    : "export { x12Dictionary as siteData } from '<root>/content/directories/x12-segments';",
  "export { inspectorSamples } from '<root>/content/inspector/samples';",
  "export { examples, isInterchange, documentOf, spans, enveloped } from '<root>/tests/unit/site-examples/site-documents';",
  // The site's page URLs, handed to the engine since it no longer imports them (before: no such module, no links handed in).
  existsSync(join(root, 'shared/inspector/links.ts'))
    ? "export { siteLinker } from '<root>/shared/inspector/links';"
    : 'export const siteLinker = undefined;',
];

/** Bundles the entry with esbuild (site-documents.ts reads the blog folder beside it through __dirname). */
async function engine() {
  const dir = mkdtempSync(join(tmpdir(), 'golden-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, ENTRY.map((l) => l.replaceAll('<root>', root)).join('\n'));
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: join(dir, 'bundle.mjs'),
      logLevel: 'warning',
      define: { __dirname: JSON.stringify(join(root, 'tests/unit/site-examples')) },
    });
    return await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** File names safe on any disk (a counter in front makes them unique). @param {string} name */
const safe = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);

/** Every document with its report (and the samples' conversions), as [name, text] pairs. */
async function reports() {
  const m = await engine();
  const load = m.dictionaryLoader(m.siteData, m.loadDirectories, m.siteLinker);
  /** @type {[string, string][]} */
  const out = [];
  /** @param {string} name @param {string} text @param {Record<string, string>} [options] */
  const add = async (name, text, options = {}) => {
    const { result } = await m.inspectLoading(text, load, options);
    out.push([
      `${String(out.length).padStart(5, '0')}-${safe(name)}.json`,
      JSON.stringify(m.report(result, { ...options, segments: 'all' }), null, 1),
    ]);
  };
  // A release's guide where the document names 004010 or 005010 (as the site-examples test and corpus bench).
  /** @param {string} name @param {string} text */
  const guided = async (name, text) => {
    const { result } = await m.inspectLoading(text, load);
    const release = result.interchanges[0]?.groups[0]?.version.slice(0, 6);
    await add(name, text);
    if (release === '004010' || release === '005010') await add(`${name}-guide`, text, { guide: release });
  };
  for (const s of m.inspectorSamples) await add(`sample-${s.id}`, s.text);
  // The samples converted (JSON, XML, CSV) and the JSON written back as EDI: the writers and the document tree.
  for (const s of m.inspectorSamples) {
    const { result, dictionaries } = await m.inspectLoading(s.text, load);
    for (const to of ['json', 'xml', 'csv']) {
      const text = [...m.textChunks(result, dictionaries, to, { schema: '' })].join('');
      out.push([`${String(out.length).padStart(5, '0')}-convert-${to}-${safe(s.id)}.txt`, text]);
      if (to === 'json')
        out.push([
          `${String(out.length).padStart(5, '0')}-edi-${safe(s.id)}.txt`,
          m.jsonToEdi(JSON.parse(text), dictionaries.guides),
        ]);
    }
  }
  for (const e of m.examples) {
    const label = `site-${e.source}-${e.label}`;
    if (m.isInterchange(e)) {
      await guided(label, m.documentOf(e));
      continue;
    }
    for (const span of m.spans(e)) await guided(`${label}-span`, m.enveloped(e, span.segments));
    const inSpan = new Set(m.spans(e).flatMap((/** @type {{ indexes: number[] }} */ span) => span.indexes));
    for (const [i, s] of e.segments.entries()) if (!inSpan.has(i)) await add(`${label}-segment`, m.enveloped(e, [s]));
  }
  const corpus = resolve(root, '../shared/edi-corpus');
  const corpusDir = existsSync(corpus) ? corpus : '/work/shared/edi-corpus';
  if (existsSync(corpusDir))
    for (const f of readdirSync(corpusDir)
      .filter((name) => /\.(edi|x12|txt|dat)$/i.test(name))
      .sort())
      await guided(`corpus-${f}`, readFileSync(join(corpusDir, f), 'utf8'));
  return out;
}

/** The first line where two texts differ, with a little of each. @param {string} a @param {string} b */
function firstDifference(a, b) {
  const x = a.split('\n');
  const y = b.split('\n');
  const i = x.findIndex((line, k) => line !== y[k]);
  const at = i < 0 ? x.length : i;
  return `line ${at + 1}: before ${JSON.stringify(x[at] ?? '<end>').slice(0, 160)} after ${JSON.stringify(y[at] ?? '<end>').slice(0, 160)}`;
}

const [command, dir] = process.argv.slice(2);
if (!dir || (command !== 'write' && command !== 'compare')) {
  console.log('usage: node bench/golden-reports.mjs write|compare <dir>');
  process.exit(2);
}
const made = await reports();
if (command === 'write') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [name, json] of made) writeFileSync(join(dir, name), json);
  console.log(`${made.length} reports written to ${dir}`);
} else {
  const before = new Set(readdirSync(dir));
  let identical = 0;
  /** @type {string[]} */
  const different = [];
  for (const [name, json] of made) {
    if (!before.has(name)) {
      different.push(`${name}: new (not in ${dir})`);
      continue;
    }
    before.delete(name);
    const old = readFileSync(join(dir, name), 'utf8');
    if (old === json) identical += 1;
    else different.push(`${name}: ${firstDifference(old, json)}`);
  }
  for (const name of before) different.push(`${name}: missing now`);
  console.log(`${made.length} reports: ${identical} identical, ${different.length} different`);
  for (const d of different.slice(0, 20)) console.log(`  ${d}`);
  process.exitCode = different.length > 0 ? 1 : 0;
}
