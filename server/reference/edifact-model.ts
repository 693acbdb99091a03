/**
 * Every UN/EDIFACT directory as lookup tables for the directory pages: per directory, its messages,
 * segments, composites, elements and code lists by id, pointing into the pooled data (content/directories/
 * edifact/, read by shared/edi/edifact-pools.ts), so the 62 tables together cost little beyond the pools.
 * Loaded on the first directory page, not at start; "used in" indexes are made per directory on first use.
 */
import { loadPools } from '../../shared/edi/edifact-pools';
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

async function build(): Promise<DirModel[]> {
  const pools = await loadPools();
  const own = (kind: 'elements' | 'composites' | 'segments' | 'messages', id: string, poolKey = 'pool') => {
    const pool = list(field(pools[kind], poolKey));
    return list(field(field(pools[kind], 'directories'), id)).map((i) => list(pool[num(i)]));
  };
  const structures = list(field(pools.messages, 'structures'));
  // Structures are pooled across directories (ORDERS is the same in many): each is decoded once.
  const decoded = new Map<number, RawNode[]>();
  const structureAt = (i: number) => {
    let nodes = decoded.get(i);
    if (!nodes) decoded.set(i, (nodes = rawNodes(structures[i])));
    return nodes;
  };
  const entries = list(field(pools.codes, 'entries'));
  return list(pools.directories).map((d, order): DirModel => {
    const id = text(field(d, 'id'));
    const label = text(field(d, 'label'));
    const counts = field(d, 'counts');
    const count = (key: string) => num(field(counts, key));
    const derived = list(field(d, 'derived')).map(text);
    const codes = new Map<string, [string, string][]>();
    const codeLists = list(field(field(pools.codes, 'directories'), id));
    const lists = list(field(pools.codes, 'lists'));
    for (const i of codeLists) {
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
      summary: {
        id,
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
      },
      order,
      messages: new Map(
        own('messages', id).map(([code, name, s]) => [
          text(code),
          { name: text(name), structure: structureAt(num(s)) },
        ]),
      ),
      segments: new Map(
        own('segments', id).map(([tag, name, parts]) => [
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
        own('composites', id).map(([cid, name, parts]) => [
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
      elements: new Map(
        own('elements', id).map(([eid, name, repr]) => [text(eid), { name: text(name), repr: text(repr) }]),
      ),
      codes,
    };
  });
}

let models: Promise<DirModel[]> | undefined;
let loaded: DirModel[] | undefined;
let byId = new Map<string, DirModel>();

/** Every directory's tables, in publication order (made once, on first use). */
export function directoryModels(): Promise<DirModel[]> {
  models ??= build().then((all) => {
    loaded = all;
    byId = new Map(all.map((m) => [m.summary.id, m]));
    return all;
  });
  return models;
}

/** A directory's tables by id (d96a). */
export async function directoryModel(id: string): Promise<DirModel | undefined> {
  await directoryModels();
  return byId.get(id);
}

/** The tables if already loaded (for checks that must not wait: the page cache's path test). */
export const loadedModels = (): { all: DirModel[]; byId: ReadonlyMap<string, DirModel> } | undefined =>
  loaded && { all: loaded, byId };

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
