/**
 * One UN/EDIFACT directory as lookup tables for the directory pages: its messages, segments, composites,
 * elements and code lists by id, made from that directory's data alone (shared/edi/load/edifact-pools.ts reads it
 * from the build's per-directory file) on the first page that needs it, and kept in a cache bounded in bytes
 * (issue 46: the 62 directories' tables together were ~70 MB of objects). What spans directories (their
 * summaries, which hold an entry) comes from the small catalogue; "used in" indexes are made per directory.
 */
import { LRUCache } from 'lru-cache';
import {
  directoryCatalogue,
  directoryData,
  HEAP_PER_JSON_BYTE,
  onDirectorySourceChange,
  type DirectoryCatalogue,
  type PooledKind,
} from '../../shared/edi/load/edifact-pools';
import type { DirectoryPools } from '../../shared/edi/load/edifact-directories';
import type { DirectorySummary } from '../../shared/edifact-reference';

/** A raw structure node: [tag, mandatory, max] or [group number, mandatory, max, children]. */
export type RawNode = [string | number, number, number, RawNode[]?];

export interface DirModel {
  summary: DirectorySummary;
  /** Position in publication order (the directory before is `order - 1`). */
  order: number;
  messages: Map<string, { name: string; structure: RawNode[] }>;
  segments: Map<string, { name: string; parts: [string, number, number][] }>;
  composites: Map<string, { name: string; parts: [string, number][] }>;
  elements: Map<string, { name: string; repr: string }>;
  /** Element id → its codes, [code, name]. */
  codes: Map<string, [string, string][]>;
}

/** Every directory's summary in publication order, and which directories hold each entry. */
export interface DirIndex {
  summaries: DirectorySummary[];
  order: ReadonlyMap<string, number>;
  presence: DirectoryCatalogue['presence'];
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const text = (x: unknown): string => (typeof x === 'string' ? x : '');
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null && key in x ? Reflect.get(x, key) : undefined;

function rawNodes(x: unknown): RawNode[] {
  return list(x).map((n): RawNode => {
    const [first, mandatory, max, children] = list(n);
    const id = typeof first === 'number' ? first : text(first);
    return children === undefined ? [id, num(mandatory), num(max)] : [id, num(mandatory), num(max), rawNodes(children)];
  });
}

function yearOf(label: string): number {
  const yy = Number(/D\.(\d\d)/.exec(label)?.[1] ?? 0);
  return yy >= 90 ? 1900 + yy : 2000 + yy;
}

function summaryOf(d: unknown): DirectorySummary {
  const label = text(field(d, 'label'));
  const counts = field(d, 'counts');
  const count = (key: string) => num(field(counts, key));
  const derived = list(field(d, 'derived')).map(text);
  return {
    id: text(field(d, 'id')),
    label,
    year: yearOf(label),
    counts: {
      messages: count('messages'),
      segments: count('segments'),
      composites: count('composites'),
      elements: count('elements'),
      codeLists: count('codeLists'),
      codes: count('codes'),
    },
    ...(derived.length > 0 && { derived }),
  };
}

/** The tables of directory `id` from its pooled data. */
function build(id: string, order: number, summary: DirectorySummary, pools: DirectoryPools): DirModel {
  const own = (kind: 'elements' | 'composites' | 'segments' | 'messages', poolKey = 'pool') => {
    const pool = list(field(pools[kind], poolKey));
    return list(field(field(pools[kind], 'directories'), id)).map((i) => list(pool[num(i)]));
  };
  const structures = list(field(pools.messages, 'structures'));
  const entries = list(field(pools.codes, 'entries'));
  const codes = new Map<string, [string, string][]>();
  const lists = list(field(pools.codes, 'lists'));
  for (const i of list(field(field(pools.codes, 'directories'), id))) {
    const [elementId, indexes] = list(lists[num(i)]);
    codes.set(
      text(elementId),
      list(indexes).map((e) => {
        const [code, name] = list(entries[num(e)]);
        return [text(code), text(name)];
      }),
    );
  }
  return {
    summary,
    order,
    messages: new Map(
      own('messages').map(([code, name, s]) => [
        text(code),
        { name: text(name), structure: rawNodes(structures[num(s)]) },
      ]),
    ),
    segments: new Map(
      own('segments').map(([tag, name, parts]) => [
        text(tag),
        {
          name: text(name),
          parts: list(parts).map((p): [string, number, number] => {
            const [pid, mandatory, repeat] = list(p);
            return [text(pid), num(mandatory), num(repeat)];
          }),
        },
      ]),
    ),
    composites: new Map(
      own('composites').map(([cid, name, parts]) => [
        text(cid),
        {
          name: text(name),
          parts: list(parts).map((p): [string, number] => {
            const [pid, mandatory] = list(p);
            return [text(pid), num(mandatory)];
          }),
        },
      ]),
    ),
    elements: new Map(own('elements').map(([eid, name, repr]) => [text(eid), { name: text(name), repr: text(repr) }])),
    codes,
  };
}

let index: Promise<DirIndex> | undefined;
let loadedIndex: DirIndex | undefined;

/** Every directory's summary and which hold each entry (the catalogue, read once). */
export function directoryIndex(): Promise<DirIndex> {
  index ??= directoryCatalogue().then((catalogue) => {
    const summaries = catalogue.directories.map(summaryOf);
    loadedIndex = { summaries, order: new Map(summaries.map((s, i) => [s.id, i])), presence: catalogue.presence };
    return loadedIndex;
  });
  index.catch(() => (index = undefined));
  return index;
}

/** The index if already read (for checks that must not wait: the page cache's path test). */
export const loadedDirectoryIndex = (): DirIndex | undefined => loadedIndex;

/** Whether the directory at `order` holds entry `id` of `kind`. */
export const holds = (dirs: DirIndex, order: number, kind: PooledKind, id: string): boolean =>
  (((dirs.presence[kind].get(id) ?? 0n) >> BigInt(order)) & 1n) === 1n;

/** Directory tables kept, in bytes of heap (each directory's ~1-2 MB): the pages of a dozen directories. */
export const MODEL_CACHE_BYTES = 24 * 1024 * 1024;
const models = new LRUCache<string, DirModel>({
  maxSize: MODEL_CACHE_BYTES,
  sizeCalculation: (_m, id) => weights.get(id) ?? 1,
  dispose: (_m, id) => weights.delete(id),
});
const weights = new Map<string, number>();
/** Loads under way: concurrent requests for one directory share one. */
const loading = new Map<string, Promise<DirModel | undefined>>();
onDirectorySourceChange(() => {
  models.clear();
  index = undefined;
  loadedIndex = undefined;
});

async function load(id: string): Promise<DirModel | undefined> {
  const dirs = await directoryIndex();
  const order = dirs.order.get(id);
  const summary = order === undefined ? undefined : dirs.summaries[order];
  if (order === undefined || !summary) return undefined;
  const data = await directoryData(id);
  if (!data) return undefined;
  const model = build(id, order, summary, data.pools);
  weights.set(id, data.bytes * HEAP_PER_JSON_BYTE);
  models.set(id, model);
  return model;
}

/** The directories whose tables are kept, and their estimated heap in bytes (bounded by MODEL_CACHE_BYTES). */
export const keptModels = (): { ids: string[]; bytes: number } => ({
  ids: [...models.keys()],
  bytes: models.calculatedSize,
});

/** A directory's tables by id (d96a), made on first use. */
export function directoryModel(id: string): Promise<DirModel | undefined> {
  const kept = models.get(id);
  if (kept) return Promise.resolve(kept);
  let pending = loading.get(id);
  if (!pending) {
    pending = load(id).finally(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

export interface Usage {
  /** Segment tag → messages using it. */
  segmentIn: Map<string, string[]>;
  /** Composite id → segments. */
  compositeIn: Map<string, string[]>;
  /** Element id → segments (directly) and composites. */
  elementIn: Map<string, { segments: string[]; composites: string[] }>;
}

const usages = new WeakMap<DirModel, Usage>();

/** Appends `value` to the list under `key`, unless it is already its last. */
function add<T>(map: Map<string, T[]>, key: string, value: T) {
  const found = map.get(key);
  if (!found) map.set(key, [value]);
  else if (found.at(-1) !== value) found.push(value);
}

/** Where each segment, composite and element of a directory is used (made on first use). */
export function usageOf(m: DirModel): Usage {
  let usage = usages.get(m);
  if (usage) return usage;
  const segmentIn = new Map<string, string[]>();
  const compositeIn = new Map<string, string[]>();
  const elementIn = new Map<string, { segments: string[]; composites: string[] }>();
  const elementUse = (id: string) => {
    let use = elementIn.get(id);
    if (!use) elementIn.set(id, (use = { segments: [], composites: [] }));
    return use;
  };
  for (const [code, { structure }] of m.messages) {
    const walk = (nodes: RawNode[]) => {
      for (const [id, , , children] of nodes) {
        if (typeof id === 'string') add(segmentIn, id, code);
        if (children) walk(children);
      }
    };
    walk(structure);
  }
  for (const [tag, { parts }] of m.segments)
    for (const [id] of parts) {
      if (m.composites.has(id)) add(compositeIn, id, tag);
      else if (elementUse(id).segments.at(-1) !== tag) elementUse(id).segments.push(tag);
    }
  for (const [cid, { parts }] of m.composites)
    for (const [id] of parts) if (elementUse(id).composites.at(-1) !== cid) elementUse(id).composites.push(cid);
  usage = { segmentIn, compositeIn, elementIn };
  usages.set(m, usage);
  return usage;
}
