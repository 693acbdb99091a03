// A document read piece by piece (shared/edi/stream, what `northwind-edi inspect` runs) against the same
// document read whole (inspectLoading, the API's and the inspector's reading): every finding (code, message,
// line, column, position, set position, links), the truncation and the counts must be identical. On each file
// of ../shared/edi-corpus (when present) and the inspector samples, and on concatenations of them (every
// corpus file of a standard in one document, all files in one), each fed in pieces of random sizes (a seeded
// generator: 1 to 4096 characters, so pieces end mid-segment, mid-delimiter and between CR and LF), and once
// with CRLF line ends in pieces of 1 to 3 characters, and once with every set past 5 segments spilled to a
// spool and walked from it (stream/set-spill.ts). Prints identical/different counts and the first
// differences; also the samples damaged at random. Then each acknowledgment type (997, 999, TA1, CONTRL) as `northwind-edi ack` writes it (spooled as
// the document is read, writers/ack-stream.ts) against acknowledge() of the whole reading, byte for byte.
// `node bench/stream-identity.mjs [corpus dir]`.
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
  "export { acknowledge } from '<root>/shared/edi/writers/acknowledge';",
  "export { acknowledgmentChunks } from '<root>/shared/edi/writers/ack-stream';",
  "export { loadDirectories } from '<root>/shared/edi/load/edifact-pools';",
  "export { engineData } from '<root>/shared/inspector/engine-data';",
  "export { siteLinker } from '<root>/shared/inspector/links';",
  "export { inspectorSamples } from '<root>/content/inspector/samples';",
]);
const load = engine.dictionaryLoader(engine.engineData, engine.loadDirectories, engine.siteLinker);

/** @type {[string, string][]} */
const documents = engine.inspectorSamples.map((/** @type {{ id: string, text: string }} */ s) => [s.id, s.text]);
/** As the CLI and the API decode: UTF-8, else ISO 8859-1. @param {Buffer} bytes */
function decode(bytes) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

if (existsSync(corpus)) {
  const files = readdirSync(corpus).filter((f) => f.endsWith('.edi') || f.endsWith('.txt') || f.endsWith('.x12'));
  for (const f of files) documents.push([f, decode(readFileSync(join(corpus, f)))]);
  const of = (/** @type {string} */ prefix) => documents.filter(([name]) => name.startsWith(prefix)).map(([, t]) => t);
  documents.push(['all X12 corpus files', of('x12').join('\n')]);
  documents.push(['all EDIFACT corpus files', of('edifact').join('\n')]);
  documents.push(['every document', documents.map(([, t]) => t).join('\n')]);
} else console.log(`(no corpus at ${corpus}: the inspector samples only)`);

let seed = 20261127;
const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
// Damaged at random (a character in 40 replaced by a delimiter, a line break or a letter): compared with the
// whole reading too, findings and acknowledgments, whatever the cuts (ingest.ts's MISMATCH_WINDOW).
const samples = documents
  .slice(0, engine.inspectorSamples.length)
  .map(([, t]) => t)
  .join('\n');
for (let k = 0; k < 20; k += 1) {
  const out = [...samples];
  for (let n = 0; n < out.length / 40; n += 1)
    out[Math.floor(random() * out.length)] = "~*:^'+?\n\rAZ09 "[Math.floor(random() * 15)] ?? '';
  documents.push([`the samples damaged at random (${k + 1})`, out.join('')]);
}

/** Sets past 5 segments spilled and walked from a spool (stream/set-spill.ts; the command line spills past 20,000). */
const spill = { spool: () => new engine.MemorySpool(), after: 5 };

/** @param {string} text @param {() => number} size @param {typeof spill} [spilled] */
async function streamed(text, size, spilled) {
  const stream = new engine.InspectStream(load, {}, false, spilled);
  for (let i = 0; i < text.length;) {
    const n = Math.max(1, size());
    await stream.write(text.slice(i, i + n));
    i += n;
  }
  return stream.end();
}

/** The first finding (or count) in which two readings differ. @param {string} a @param {string} b */
function firstDifference(a, b) {
  const [x, y] = [JSON.parse(a), JSON.parse(b)];
  const n = Math.max(x.issues.length, y.issues.length);
  for (let i = 0; i < n; i += 1) {
    const [p, q] = [JSON.stringify(x.issues[i]), JSON.stringify(y.issues[i])];
    if (p !== q) return `  finding ${i} of ${x.issues.length}/${y.issues.length}\n  whole:  ${p}\n  pieces: ${q}`;
  }
  return `  whole:  ${JSON.stringify(x.counts)} ${x.truncated}\n  pieces: ${JSON.stringify(y.counts)} ${y.truncated}`;
}

// Counts compared as a map: a reading in pieces meets the codes in another order (its object's key order).
const sorted = (/** @type {Record<string, number>} */ counts) => Object.fromEntries(Object.entries(counts).sort());
const view = (/** @type {any} */ r) =>
  JSON.stringify({ issues: r.issues, truncated: r.truncated, counts: sorted(r.counts) });
let identical = 0;
let different = 0;
let findings = 0;
for (const [name, text] of documents) {
  const whole = view((await engine.inspectLoading(text, load, {})).result);
  findings += JSON.parse(whole).issues.length;
  /** @type {[string, string, () => number][]} */
  const ways = [
    ['random pieces', text, () => 1 + Math.floor(random() * 4096)],
    ['CRLF, pieces of 1-3', text.replace(/\r?\n/g, '\r\n'), () => 1 + Math.floor(random() * 3)],
    ['long sets spilled', text, () => 1 + Math.floor(random() * 4096)],
  ];
  for (const [way, input, size] of ways) {
    const expected = input === text ? whole : view((await engine.inspectLoading(input, load, {})).result);
    const got = view(await streamed(input, size, way === 'long sets spilled' ? spill : undefined));
    if (got === expected) identical += 1;
    else {
      different += 1;
      if (different <= 5) console.log(`DIFFERENT ${name} (${way})\n${firstDifference(expected, got)}`);
    }
  }
}
console.log(
  `${documents.length} documents, ${findings} findings read whole; ${identical} readings identical, ${different} different`,
);

// Acknowledgments: written from the spool of a reading in pieces, and from the whole reading.
const now = new Date('2026-03-15T10:45:00Z');
let acksIdentical = 0;
let acksDifferent = 0;
for (const [name, text] of documents) {
  const result = (await engine.inspectLoading(text, load, {})).result;
  for (const type of ['997', '999', 'TA1', 'CONTRL']) {
    const expected = engine.acknowledge(result, type, { now });
    const skeleton = new engine.MemorySpool();
    const stream = new engine.InspectStream(load, {}, skeleton);
    for (let i = 0; i < text.length;) {
      const n = 1 + Math.floor(random() * 4096);
      await stream.write(text.slice(i, i + n));
      i += n;
    }
    const r = await stream.end();
    const got = [
      ...engine.acknowledgmentChunks(r.issues, r.count, skeleton, type, () => new engine.MemorySpool(), { now }),
    ].join('');
    if (got === expected) acksIdentical += 1;
    else {
      acksDifferent += 1;
      if (acksDifferent <= 5)
        console.log(
          `DIFFERENT ${type} of ${name}\n  whole:  ${expected.slice(0, 300)}\n  pieces: ${got.slice(0, 300)}`,
        );
    }
  }
}
console.log(`acknowledgments: ${acksIdentical} identical, ${acksDifferent} different`);
