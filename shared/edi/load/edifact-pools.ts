/**
 * Every UN/EDIFACT directory, for the server and the tests, one directory at a time (issue 46): a source gives
 * the catalogue (each directory's summary, and which directories hold each message, segment, composite and
 * element: small) and one directory's pooled data on demand. Assembled directories are kept in a cache bounded
 * in bytes. The server's source reads the per-directory files the build writes (server/reference/
 * directory-files.ts); without one, the pooled JSON of content/ is imported whole (tests, scripts, benches).
 * The browser never imports this module: it fetches one directory's asset at a time.
 */
import { LRUCache } from 'lru-cache';
import { assembleDirectory, directoryList, type DirectoryPools } from './edifact-directories';
import type { EdifactDirectory } from '../model/directory';

/** The kinds of entry a directory page shows (shared/edifact-reference.ts entryKinds). */
export type PooledKind = 'messages' | 'segments' | 'composites' | 'elements';
export const pooledKinds: readonly PooledKind[] = ['messages', 'segments', 'composites', 'elements'];

/** What every directory holds, without its tables. */
export interface DirectoryCatalogue {
  /** The directories' summaries as the data gives them (shared/edi/data/edifact/directories.json). */
  directories: unknown[];
  /** Per kind, entry id → the directories holding it, one bit per directory in publication order. */
  presence: Record<PooledKind, ReadonlyMap<string, bigint>>;
}

/** One directory's pooled data and what it weighs as JSON (its cache cost is counted from it). */
export interface DirectoryData {
  pools: DirectoryPools;
  bytes: number;
}

export interface DirectorySource {
  catalogue(): Promise<DirectoryCatalogue>;
  /** One directory's pooled data (the pooled files, or the browser asset's cut of them), undefined if unknown. */
  directory(id: string): Promise<DirectoryData | undefined>;
}

/** The pooled JSON of content/, imported whole on first use (3.3 MB): for processes without the build's files. */
const bundledSource = (): DirectorySource => {
  let pools: Promise<DirectoryPools> | undefined;
  const all = () => (pools ??= import('./edifact-bundled-pools').then((m) => m.bundledPools()));
  return {
    catalogue: async () => catalogueOf(await all()),
    directory: async (id) => {
      const data = await all();
      return directoryList(data).some((d) => d.id === id) ? { pools: data, bytes: BUNDLED_DIRECTORY_BYTES } : undefined;
    },
  };
};
/** About one directory's share of the pooled JSON (its browser asset is 0.4-0.7 MB). */
const BUNDLED_DIRECTORY_BYTES = 600_000;

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null && key in x ? Reflect.get(x, key) : undefined;

/** Which directories hold each entry, from pooled data holding them (the whole pool, or a cut of it). */
export function catalogueOf(pools: DirectoryPools): DirectoryCatalogue {
  const ids = directoryList(pools).map((d) => d.id);
  const presenceOf = (kind: PooledKind): ReadonlyMap<string, bigint> => {
    const held = new Map<string, bigint>();
    const pool = list(field(pools[kind], 'pool'));
    ids.forEach((id, order) => {
      for (const i of list(field(field(pools[kind], 'directories'), id))) {
        const entryId = list(pool[typeof i === 'number' ? i : -1])[0];
        if (typeof entryId === 'string') held.set(entryId, (held.get(entryId) ?? 0n) | (1n << BigInt(order)));
      }
    });
    return held;
  };
  return {
    directories: list(pools.directories),
    presence: {
      messages: presenceOf('messages'),
      segments: presenceOf('segments'),
      composites: presenceOf('composites'),
      elements: presenceOf('elements'),
    },
  };
}

let source: DirectorySource = bundledSource();
let catalogue: Promise<DirectoryCatalogue> | undefined;

/** Where directories come from from now on (the server's files); caches made from the former source go. */
export function setDirectorySource(next: DirectorySource): void {
  source = next;
  catalogue = undefined;
  cache.clear();
  for (const listener of listeners) listener();
}

const listeners: (() => void)[] = [];
/** Called when the source changes (caches of what was made from it empty themselves). */
export const onDirectorySourceChange = (listener: () => void): void => void listeners.push(listener);

/** The catalogue, read once per source. */
export function directoryCatalogue(): Promise<DirectoryCatalogue> {
  const read = (catalogue ??= source.catalogue());
  read.catch(() => {
    if (catalogue === read) catalogue = undefined; // tried again on the next call
  });
  return read;
}

/** One directory's pooled data, read for this call (callers keep what they make of it, not the data). */
export const directoryData = (id: string): Promise<DirectoryData | undefined> => source.directory(id);

/** An assembled directory's heap, about this many times its JSON's bytes (measured on D.96A and D.01B). */
export const HEAP_PER_JSON_BYTE = 3;
/** Assembled directories kept, in bytes of heap: a dozen or more directories, ~1.5-2 MB each. */
export const DIRECTORY_CACHE_BYTES = 32 * 1024 * 1024;
const cache = new LRUCache<string, EdifactDirectory>({
  maxSize: DIRECTORY_CACHE_BYTES,
  sizeCalculation: (_d, id) => weights.get(id) ?? 1,
  dispose: (_d, id) => weights.delete(id),
});
const weights = new Map<string, number>();

/** The directories of `ids` that exist (least recently used ones leave the cache first). */
export async function loadDirectories(ids: Iterable<string>): Promise<Record<string, EdifactDirectory>> {
  const found: Record<string, EdifactDirectory> = {};
  for (const id of ids) {
    let directory = cache.get(id);
    if (!directory) {
      const data = await directoryData(id);
      directory = data && assembleDirectory(id, data.pools);
      if (!data || !directory) continue;
      weights.set(id, data.bytes * HEAP_PER_JSON_BYTE);
      cache.set(id, directory);
    }
    found[id] = directory;
  }
  return found;
}

/** Every directory the data holds, in publication order. */
export async function knownDirectories(): Promise<{ id: string; label: string }[]> {
  return directoryList(await directoryCatalogue());
}
