// One hashed, immutable asset per UN/EDIFACT directory: the browser's inspector fetches only the directories
// a document's messages name. Each holds the pooled data (shared/edi/data/edifact/) cut down to one
// directory, so shared/edi/load/edifact-directories.ts assembles it the same way as the server does the whole.
// The server reads the same files, one directory at a time, through a catalogue written beside it
// (server/reference/directory-files.ts): each directory's summary and file, and which directories hold each
// message, segment, composite and element.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DATA = 'shared/edi/data/edifact';
/** The entry kinds of the directory pages (shared/edifact-reference.ts entryKinds). */
const KINDS = ['messages', 'segments', 'composites', 'elements'];
const read = (/** @type {string} */ name) => JSON.parse(readFileSync(join(DATA, `${name}.json`), 'utf8'));

/**
 * Keeps the entries of `pool` that `indexes` name, renumbered.
 * @param {unknown[]} pool
 * @param {number[]} indexes
 */
const cut = (pool, indexes) => ({ pool: indexes.map((i) => pool[i]), index: indexes.map((_, k) => k) });

/**
 * Writes the assets into `outdir`; returns each directory's URL and its gzip size.
 * @param {string} outdir
 */
export function writeEdifactAssets(outdir, catalogueFile = 'dist/server/edifact-catalogue.json') {
  const directories = read('directories');
  const [elements, composites, segments, codes, messages] = [
    'elements',
    'composites',
    'segments',
    'codes',
    'messages',
  ].map(read);
  /** @type {Record<string, string>} */
  const urls = {};
  /** @type {Record<string, number>} */
  const gzipBytes = {};
  /** @type {Record<string, string>} */
  const files = {};
  /** @type {Record<string, Map<string, bigint>>} */
  const presence = Object.fromEntries(KINDS.map((kind) => [kind, new Map()]));
  for (const [order, entry] of directories.entries()) {
    const { id } = entry;
    const simple = (/** @type {{ pool: unknown[], directories: Record<string, number[]> }} */ kind) => {
      const { pool, index } = cut(kind.pool, kind.directories[id] ?? []);
      return { pool, directories: { [id]: index } };
    };
    const lists = (codes.directories[id] ?? []).map((/** @type {number} */ i) => codes.lists[i]);
    const used = [...new Set(lists.flatMap((/** @type {[string, number[]]} */ l) => l[1]))];
    const renumber = new Map(used.map((e, k) => [e, k]));
    const ownMessages = (messages.directories[id] ?? []).map((/** @type {number} */ i) => messages.pool[i]);
    const structures = [...new Set(ownMessages.map((/** @type {unknown[]} */ m) => m[2]))];
    const structureIndex = new Map(structures.map((s, k) => [s, k]));
    const data = {
      directories: [entry],
      elements: simple(elements),
      composites: simple(composites),
      segments: simple(segments),
      codes: {
        entries: used.map((e) => codes.entries[e]),
        lists: lists.map((/** @type {[string, number[]]} */ [el, idx]) => [el, idx.map((e) => renumber.get(e))]),
        directories: { [id]: Array.from(lists, (_, k) => k) },
      },
      messages: {
        structures: structures.map((s) => messages.structures[s]),
        pool: ownMessages.map((/** @type {unknown[]} */ m) => [m[0], m[1], structureIndex.get(m[2])]),
        directories: { [id]: Array.from(ownMessages, (_, k) => k) },
      },
    };
    const body = JSON.stringify(data);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 8).toUpperCase();
    const name = `edifact-${id}-${hash}.json`;
    writeFileSync(join(outdir, name), body);
    files[id] = name;
    const pools = {
      messages: data.messages.pool,
      segments: data.segments.pool,
      composites: data.composites.pool,
      elements: data.elements.pool,
    };
    for (const [kind, pool] of Object.entries(pools))
      for (const [entryId] of /** @type {[string][]} */ (pool)) {
        const held = presence[kind];
        held?.set(entryId, (held.get(entryId) ?? 0n) | (1n << BigInt(order)));
      }
    // outdir is served as /assets (server/http/static-files.ts hashedAssets: immutable).
    urls[id] = `/assets/${name}`;
    gzipBytes[id] = gzipSync(body, { level: 9 }).length;
  }
  mkdirSync(dirname(catalogueFile), { recursive: true });
  const masks = Object.fromEntries(
    Object.entries(presence).map(([kind, held]) => [kind, [...held].map(([id, mask]) => [id, mask.toString(16)])]),
  );
  writeFileSync(catalogueFile, JSON.stringify({ directories, files, presence: masks }));
  return { urls, gzipBytes };
}
