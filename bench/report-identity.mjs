// `northwind-edi inspect --json` streamed (writers/report-stream.ts: envelopes and sets spooled as they close,
// the report written from the spools) against JSON.stringify(report()) of the whole reading, byte for byte: on
// the inspector samples, each file of ../shared/edi-corpus (when present), concatenations of them (several
// interchanges of both standards in one document) and the samples damaged at random; each fed in pieces of
// random sizes, once with sets past 5 segments spilled (stream/set-spill.ts), and once with the site's guides
// asked for (--guide 004010). Prints identical/different counts and the first differences.
// `node bench/report-identity.mjs [corpus dir]`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { importBundled } from './engine-bundle.mjs';

const root = process.cwd();
const beside = resolve(root, '../shared/edi-corpus');
const corpus = process.argv[2] ?? (existsSync(beside) ? beside : '/work/shared/edi-corpus');
const engine = await importBundled(root, [
  "export { inspectLoading, dictionaryLoader } from '<root>/shared/edi/inspect';",
  "export { InspectStream } from '<root>/shared/edi/stream/inspect-stream';",
  "export { MemorySpool } from '<root>/shared/edi/stream/ack-skeleton';",
  "export { report } from '<root>/shared/edi/writers/report';",
  "export { reportChunks, ReportLevels } from '<root>/shared/edi/writers/report-stream';",
  "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
  "export { engineData } from '<root>/shared/inspector/engine-data';",
  "export { siteLinker } from '<root>/shared/inspector/links';",
  "export { inspectorSamples } from '<root>/content/inspector/samples';",
]);
const load = engine.dictionaryLoader(engine.engineData, engine.loadDirectories, engine.siteLinker);

/** @type {[string, string][]} */
const documents = engine.inspectorSamples.map((/** @type {{ id: string, text: string }} */ s) => [s.id, s.text]);
/** As the CLI decodes: UTF-8, else ISO 8859-1. @param {Buffer} bytes */
function decode(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}
const samples = documents.map(([, t]) => t).join('\n');
if (existsSync(corpus)) {
  const files = readdirSync(corpus).filter((f) => f.endsWith('.edi') || f.endsWith('.txt') || f.endsWith('.x12'));
  for (const f of files) documents.push([f, decode(readFileSync(join(corpus, f)))]);
  const of = (/** @type {string} */ prefix) => documents.filter(([name]) => name.startsWith(prefix)).map(([, t]) => t);
  documents.push(['all X12 corpus files', of('x12').join('\n')]);
  documents.push(['all EDIFACT corpus files', of('edifact').join('\n')]);
} else console.log(`(no corpus at ${corpus}: the inspector samples only)`);
documents.push(['every sample', samples]);

let seed = 20261127;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
for (let k = 0; k < 20; k += 1) {
  const out = [...samples];
  for (let n = 0; n < out.length / 40; n += 1)
    out[Math.floor(random() * out.length)] = "~*:^'+?\n\rAZ09 "[Math.floor(random() * 15)] ?? '';
  documents.push([`the samples damaged at random (${k + 1})`, out.join('')]);
}

const { guides, link } = await load([]);
/** @param {string} text @param {Record<string, string>} options @param {number} [after] */
async function streamed(text, options, after) {
  const levels = new engine.ReportLevels(new engine.MemorySpool(), new engine.MemorySpool(), new engine.MemorySpool());
  const spill = after === undefined ? undefined : { spool: () => new engine.MemorySpool(), after };
  const stream = new engine.InspectStream(load, options, levels, spill);
  for (let i = 0; i < text.length;) {
    const n = 1 + Math.floor(random() * 4096);
    await stream.write(text.slice(i, i + n));
    i += n;
  }
  const result = await stream.end();
  return [...engine.reportChunks(result, levels, options, { book: guides, link })].join('');
}

/** Where two texts first differ, with some context. @param {string} a @param {string} b */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `  at ${i} of ${a.length}/${b.length}\n  whole:  …${a.slice(i - 80, i + 160)}\n  pieces: …${b.slice(i - 80, i + 160)}`;
}

let identical = 0;
let different = 0;
const started = Date.now();
for (const [name, text] of documents)
  for (const [way, options, after] of /** @type {[string, Record<string, string>, number?][]} */ ([
    ['pieces', {}],
    ['sets spilled', {}, 5],
    ['--guide 004010', { guide: '004010' }],
  ])) {
    const whole = (await engine.inspectLoading(text, load, options)).result;
    const expected = JSON.stringify(engine.report(whole, options));
    const got = await streamed(text, options, after);
    if (got === expected) identical += 1;
    else {
      different += 1;
      if (different <= 5) console.log(`DIFFERENT ${name} (${way})\n${firstDifference(expected, got)}`);
    }
  }
console.log(
  `${documents.length} documents: ${identical} reports identical, ${different} different (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
