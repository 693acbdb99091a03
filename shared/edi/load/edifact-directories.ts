/**
 * One UN/EDIFACT directory assembled from the pooled data (shared/edi/data/edifact/, made by
 * scripts/make-edifact-directories.mjs): every directory's segments, composites, elements, code lists and
 * message structures, with the ISO 9735 service segments. The data is read as unknown and checked as it is
 * decoded, so a malformed file gives missing entries, never a wrong type.
 */
import { contrlStructure, serviceSegments } from '../data/edifact-service';
import type {
  CompositeDef,
  DependencyNote,
  EdifactDirectory,
  ElementDef,
  SegmentDef,
  SimpleElementDef,
  StructureNode,
} from '../model/directory';

/** The pooled files, as imported (see the script for their shapes). */
export interface DirectoryPools {
  directories: unknown;
  elements: unknown;
  composites: unknown;
  segments: unknown;
  codes: unknown;
  messages: unknown;
}

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const text = (x: unknown): string => (typeof x === 'string' ? x : '');
const count = (x: unknown): number => (typeof x === 'number' ? x : 0);
const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null && key in x ? Reflect.get(x, key) : undefined;

/** The pooled files read from one JSON value holding them all (a directory's browser asset). */
export const poolsOf = (data: unknown): DirectoryPools => ({
  directories: field(data, 'directories'),
  elements: field(data, 'elements'),
  composites: field(data, 'composites'),
  segments: field(data, 'segments'),
  codes: field(data, 'codes'),
  messages: field(data, 'messages'),
});

/** an..35 → variable up to 35; an3 → exactly 3. */
export function representation(repr: string): Pick<SimpleElementDef, 'type' | 'minLength' | 'maxLength'> {
  const m = /^(an|a|n)(\.\.)?(\d+)$/.exec(repr);
  if (!m) return { type: 'an' };
  const max = Number(m[3]);
  return { type: m[1] ?? 'an', maxLength: max, ...(m[2] ? {} : { minLength: max }) };
}

/** The directory ids the data holds, in publication order, with their labels. */
export function directoryList(pools: Pick<DirectoryPools, 'directories'>): { id: string; label: string }[] {
  return list(pools.directories).map((d) => ({ id: text(field(d, 'id')), label: text(field(d, 'label')) }));
}

export function assembleDirectory(id: string, pools: DirectoryPools): EdifactDirectory | undefined {
  const entry = list(pools.directories).find((d) => field(d, 'id') === id);
  if (!entry) return undefined;
  const own = (kind: Exclude<keyof DirectoryPools, 'directories'>, poolKey = 'pool') => {
    const pool = list(field(pools[kind], poolKey));
    return list(field(field(pools[kind], 'directories'), id)).map((i) => pool[count(i)]);
  };
  const elements = new Map(own('elements').map((e) => [text(list(e)[0]), list(e)]));
  const simple = (elementId: string, required: boolean, repeat = 1): SimpleElementDef => {
    const e = elements.get(elementId) ?? [];
    return {
      id: elementId,
      name: text(e[1]) || elementId,
      required,
      ...representation(text(e[2])),
      ...(repeat > 1 && { repeat }),
    };
  };
  const composites = new Map(own('composites').map((c) => [text(list(c)[0]), list(c)]));
  const composite = (compositeId: string, required: boolean, repeat: number): CompositeDef | undefined => {
    const c = composites.get(compositeId);
    if (!c) return undefined;
    const components = list(c[2]).map((x) => simple(text(list(x)[0]), list(x)[1] === 1));
    return { id: compositeId, name: text(c[1]), required, components, ...(repeat > 1 && { repeat }) };
  };
  const segments: Record<string, SegmentDef> = { ...serviceSegments };
  for (const s of own('segments')) {
    const [tag, name, defs, notes] = list(s);
    const elementDefs: ElementDef[] = list(defs).map((d) => {
      const [eid, required, repeat] = list(d);
      const idText = text(eid);
      return /^[A-Z]/.test(idText)
        ? (composite(idText, required === 1, count(repeat)) ?? simple(idText, required === 1))
        : simple(idText, required === 1, count(repeat));
    });
    const dependencies = notes === undefined ? [] : list(notes).flatMap(dependencyOf);
    segments[text(tag)] = { name: text(name), elements: elementDefs, ...(dependencies.length && { dependencies }) };
  }
  const entries = list(field(pools.codes, 'entries'));
  const codes: Record<string, Record<string, string>> = {};
  for (const l of own('codes', 'lists')) {
    const [elementId, indexes] = list(l);
    codes[text(elementId)] = Object.fromEntries(
      list(indexes).map((i) => {
        const [code, name] = list(entries[count(i)]);
        return [text(code), text(name)];
      }),
    );
  }
  const structurePool = list(field(pools.messages, 'structures'));
  const structures: Record<string, StructureNode[]> = { CONTRL: contrlStructure };
  const messageNames: Record<string, string> = {};
  for (const m of own('messages')) {
    const [code, name, structure] = list(m);
    structures[text(code)] = decodeStructure(structurePool[count(structure)]);
    messageNames[text(code)] = text(name);
  }
  return { id, label: text(field(entry, 'label')), structures, segments, codes, messageNames };
}

/** [tag, mandatory, max] for a segment, [group number, mandatory, max, children] for a group. */
function decodeStructure(nodes: unknown): StructureNode[] {
  return list(nodes).map((n) => {
    const [first, required, maxRepeat, children] = list(n);
    return typeof first === 'string'
      ? { segment: first, required: required === 1, maxRepeat: count(maxRepeat) }
      : {
          group: `SG${count(first)}`,
          required: required === 1,
          maxRepeat: count(maxRepeat),
          children: decodeStructure(children),
        };
  });
}

const DEPENDENCY_TYPES: readonly string[] = ['D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7'];
const isDependencyType = (t: unknown): t is DependencyNote['type'] =>
  typeof t === 'string' && DEPENDENCY_TYPES.includes(t);

/** [type, place, place…] as the pools store a dependency note; anything else is left out. */
function dependencyOf(note: unknown): DependencyNote[] {
  const [type, ...places] = list(note);
  const positions = places.map(count);
  return isDependencyType(type) && positions.length > 1 && positions.every((p) => p > 0) ? [{ type, positions }] : [];
}
