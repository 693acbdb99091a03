// Converts every UN/EDIFACT directory, D.93A to D.24A, into our compact data (shared/edi/data/edifact/):
// D.93A–D.18A from UNECE's own files as smooks/unedifact keeps them, D.18B–D.24A from
// php-edifact/edifact-mapping. Facts only: no descriptive texts. See shared/edi/data/edifact/README.md.
//   node scripts/make-edifact-directories.mjs <unedifact git dir> <edifact-mapping git dir>
// (git dirs as the search tool's fetch brings them: /work/.mirror/<owner>+<name>/repo).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCodesXml, parseMessageXml, parseSegmentsXml } from './edifact/parse-php.mjs';
import {
  parseCodes,
  parseComposites,
  parseElements,
  parseIndex,
  parseMessage,
  parseSegments,
} from './edifact/parse-un.mjs';
import { buildPools } from './edifact/pools.mjs';
import { directoryFiles } from './edifact/un-files.mjs';

const [unedifact, mapping] = process.argv.slice(2);
if (!unedifact || !mapping) {
  console.error('usage: node scripts/make-edifact-directories.mjs <unedifact git dir> <edifact-mapping git dir>');
  process.exit(2);
}
const OUT = join(import.meta.dirname, '../shared/edi/data/edifact');
const git = (/** @type {string} */ dir, /** @type {string[]} */ args) =>
  execFileSync('git', ['-C', dir, ...args], { maxBuffer: 1 << 28 });
const commitOf = (/** @type {string} */ dir) => git(dir, ['rev-parse', 'HEAD']).toString().trim();

/** d96a → 1996.1 (A), d01b → 2001.2: directories in the order UNECE published them. */
const order = (/** @type {string} */ id) => {
  const yy = Number(id.slice(1, 3));
  return (yy >= 90 ? 1900 + yy : 2000 + yy) + (id.charCodeAt(3) - 96) / 10;
};
const label = (/** @type {string} */ id) => `D.${id.slice(1, 3)}${id.slice(3).toUpperCase()}`;
const sentence = (/** @type {string} */ s) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase();
/** "Document/message name, coded" → documentMessageNameCoded, as php-edifact spells names. */
const camel = (/** @type {string} */ s) =>
  s
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
const decamel = (/** @type {string} */ s) => sentence(s.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
/** "Duty/tax/fee details" → dutyortaxorfeedetails, as php-edifact's names read in lower case. */
const squash = (/** @type {string} */ s) =>
  s
    .toLowerCase()
    .replace(/\//g, 'or')
    .replace(/[^a-z0-9]/g, '');

/** @typedef {import('./edifact/pools.mjs').Directory} Directory */
/** @type {Directory[]} */
const directories = [];

// D.93A–D.18A: UNECE's files.
const unCommit = commitOf(unedifact);
const unIds = git(unedifact, ['ls-tree', '--name-only', 'HEAD'])
  .toString()
  .split('\n')
  .filter((d) => /^d\d\d[a-z]$/.test(d))
  .sort((a, b) => order(a) - order(b));
/** Names from the index files, which UNECE writes in mixed case (the entries are in capitals). */
const indexNames = new Map();
for (const id of unIds) {
  const files = directoryFiles(new Uint8Array(git(unedifact, ['show', `HEAD:${id}/mapping/${id}.zip`])));
  const segmentNames = parseIndex(files.segmentIndex.join('\n'), /^[A-Z]{3}$/);
  const compositeNames = parseIndex(files.compositeIndex.join('\n'), /^[CES]\d{3}$/);
  indexNames.set(id, { segmentNames, compositeNames });
  // Batch messages only: the interactive ones (UIH…UIT, their segments in IDSD) are not in this product's scope.
  const messages = new Map(
    [...files.messages]
      .map(([code, text]) => /** @type {const} */ ([code, parseMessage(text)]))
      .filter(([, m]) => {
        const first = m.structure[0];
        return first !== undefined && 'segment' in first && first.segment !== 'UIH';
      }),
  );
  directories.push({
    id,
    label: label(id),
    source: 'unece',
    elements: parseElements(files.elements.join('\n')),
    composites: parseComposites(files.composites.join('\n')),
    segments: parseSegments(files.segments.join('\n')),
    codes: parseCodes([...files.codes, ...files.serviceCodes]),
    messages,
    derived: [],
  });
  console.log(`${label(id)}: ${messages.size} messages`);
}

/** The directories nearest to `i` first (later ones before earlier ones at the same distance). */
const nearest = (/** @type {number} */ i) =>
  directories
    .map((d, k) => ({ d, k }))
    .filter(({ k }) => k !== i)
    .sort((a, b) => Math.abs(a.k - i) - Math.abs(b.k - i) || b.k - a.k)
    .map(({ d }) => d);

directories.forEach((dir, i) => {
  const own = indexNames.get(dir.id);
  const named = (
    /** @type {'segmentNames' | 'compositeNames'} */ kind,
    /** @type {string} */ tag,
    /** @type {string} */ upper,
  ) => {
    const name = own?.[kind].get(tag);
    if (name) return name;
    for (const other of nearest(i)) {
      const found = indexNames.get(other.id)?.[kind].get(tag);
      if (found) return found;
    }
    return sentence(upper);
  };
  if (!own?.segmentNames.size) dir.derived.push('segment and composite names from the nearest directory with an index');
  for (const [tag, s] of dir.segments) s.name = named('segmentNames', tag, s.name);
  for (const [tag, c] of dir.composites) c.name = named('compositeNames', tag, c.name);
  for (const [code, m] of dir.messages)
    if (m.name === m.name.toUpperCase()) {
      m.name =
        nearest(i)
          .find((o) => o.messages.get(code)?.name !== o.messages.get(code)?.name.toUpperCase())
          ?.messages.get(code)?.name ?? sentence(m.name);
    }
  if (dir.codes.size === 0) {
    const from = directories.slice(i + 1).find((d) => d.codes.size > 0);
    if (from) {
      dir.codes = from.codes;
      dir.derived.push(`code lists from ${from.label} (this directory's files have none)`);
    }
  }
});

// D.18B–D.24A: php-edifact/edifact-mapping, names rebuilt against the directory before.
const mapCommit = commitOf(mapping);
const mapIds = git(mapping, ['ls-tree', '--name-only', 'HEAD:src/Mapping'])
  .toString()
  .split('\n')
  .filter((d) => /^D\d\d[A-Z]$/.test(d))
  .map((d) => d.toLowerCase())
  .filter((d) => order(d) > order(unIds[unIds.length - 1] ?? 'd18a'))
  .sort((a, b) => order(a) - order(b));
for (const id of mapIds) {
  const base = `HEAD:src/Mapping/${id.toUpperCase()}`;
  const before = /** @type {Directory} */ (directories[directories.length - 1]);
  const { elements, composites, segments } = parseSegmentsXml(
    git(mapping, ['show', `${base}/segments.xml`]).toString(),
  );
  // php-edifact spells a "/" in a name as "Or" before a small letter ("Duty/tax/fee details" →
  // dutyOrtaxOrfeeDetails): compared that way too, or the name would come out as "Duty ortax orfee details".
  const official = (/** @type {string} */ camelName, /** @type {string | undefined} */ previous) =>
    previous && (camel(previous) === camelName || squash(previous) === camelName.toLowerCase())
      ? previous
      : decamel(camelName);
  for (const [eid, e] of elements) {
    const prev = before.elements.get(eid);
    e.name = official(e.name, prev?.name);
    // The minimum length is not in this source: kept from the directory before when type and maximum agree.
    if (prev && prev.repr.replace(/^(an|a|n)(\.\.)?/, '$1..') === e.repr) e.repr = prev.repr;
  }
  for (const [cid, c] of composites) c.name = official(c.name, before.composites.get(cid)?.name);
  for (const [tag, s] of segments) {
    s.name = official(s.name, before.segments.get(tag)?.name);
    const prev = before.segments.get(tag)?.elements;
    s.elements.forEach((e, k) => {
      if (prev?.[k]?.id === e.id) e.repeat = prev[k]?.repeat ?? 1;
    });
    // Dependency notes are not in this source either: kept from the directory before when the segment's
    // elements are the same ones in the same places.
    const notes = before.segments.get(tag)?.dependencies;
    const same = prev?.length === s.elements.length && s.elements.every((e, k) => prev[k]?.id === e.id);
    if (notes && same) s.dependencies = notes;
  }
  const codes = parseCodesXml(git(mapping, ['show', `${base}/codes.xml`]).toString());
  // An element no segment uses is still the directory's (D.18B 9623 has only its code list in this source):
  // its name and representation from the directory before.
  for (const eid of codes.keys()) {
    const prev = before.elements.get(eid);
    if (!elements.has(eid) && prev) elements.set(eid, { ...prev });
  }
  const messages = new Map();
  const files = git(mapping, ['ls-tree', '--name-only', `${base}/messages`])
    .toString()
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    const m = parseMessageXml(git(mapping, ['show', `${base}/messages/${file}`]).toString());
    if (m.code) messages.set(m.code, { name: before.messages.get(m.code)?.name ?? '', structure: m.structure });
  }
  directories.push({
    id,
    label: label(id),
    source: 'php-edifact',
    elements,
    composites,
    segments,
    codes,
    messages,
    derived: [
      'names rebuilt from camelCase',
      'minimum lengths and element repeats from the directory before',
      'elements only in the code lists from the directory before',
    ],
  });
  console.log(`${label(id)}: ${messages.size} messages`);
}

mkdirSync(OUT, { recursive: true });
const sources = {
  unedifact: { repository: 'smooks/unedifact', commit: unCommit },
  mapping: { repository: 'php-edifact/edifact-mapping', commit: mapCommit },
};
for (const [name, data] of Object.entries(buildPools(directories, sources))) {
  writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(data)}\n`);
  console.log(`${name}.json`);
}
