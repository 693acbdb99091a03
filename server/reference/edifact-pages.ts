/**
 * The data of each UN/EDIFACT directory page, made from the directory tables (edifact-model.ts): the
 * server renders it, and serves it as JSON for the browser's client-side navigations (edifact-router.ts).
 * Undefined for what the data does not hold (the page is then a 404).
 */
import {
  canonicalEdifactPath,
  edifactPathParts,
  isEntryKind,
  type DirectoryPage,
  type EdifactPage,
  type EntryKind,
  type EntryPart,
  type NamedEntry,
  type StructureRow,
} from '../../shared/edifact-reference';
import { serviceSegments } from '../../shared/edi/data/edifact-service';
import { segmentPurposes } from '../../content/edifact/segment-purposes';
import { edifactCopy } from '../../content/pages/edifact-directory';
import { groupHeights, type SizedRow } from '../../shared/reference/tree-height';
import { structureChanges } from './edifact-changes';
import { syntaxPageData } from './syntax-pages';
import {
  directoryIndex,
  directoryModel,
  holds,
  loadedDirectoryIndex,
  usageOf,
  type DirModel,
  type RawNode,
} from './edifact-model';
import type { DirectorySummary } from '../../shared/edifact-reference';

/** 010, 020…: the positions the directories give the parts of a segment or composite. */
const position = (i: number) => String((i + 1) * 10).padStart(3, '0');

const byId = (a: NamedEntry, b: NamedEntry) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const named = <T extends { name: string }>(map: ReadonlyMap<string, T>): NamedEntry[] =>
  [...map].map(([id, v]) => ({ id, name: v.name })).sort(byId);

const ref = ({ id, label }: DirectorySummary) => ({ id, label });

/** A segment's or composite's parts with names and formats (an element missing from the data keeps its id). */
function partsOf(m: DirModel, parts: readonly (readonly [string, number, number?])[]): EntryPart[] {
  return parts.map(([id, mandatory, repeat], i): EntryPart => {
    const composite = m.composites.get(id);
    const element = m.elements.get(id);
    return {
      position: position(i),
      id,
      name: composite?.name ?? element?.name ?? id,
      kind: composite ? 'composites' : 'elements',
      mandatory: mandatory === 1,
      ...(!composite && element && { format: element.repr }),
      ...(repeat !== undefined && repeat > 1 && { repeat }),
    };
  });
}

/** A message's structure with names: segments by their directory name, groups by their first segment's. */
export function structureRows(m: DirModel, nodes: readonly RawNode[]): StructureRow[] {
  return nodes.map(([id, mandatory, maxRepeat, children]): StructureRow => {
    if (typeof id === 'string') {
      const own = m.segments.get(id);
      // UNH and UNT are the syntax's service segments (ISO 9735), not the directory's: named, not linked.
      const name = own?.name ?? serviceSegments[id]?.name ?? id;
      return { id, name, mandatory: mandatory === 1, maxRepeat, ...(!own && { service: true as const }) };
    }
    const rows = structureRows(m, children ?? []);
    return {
      id: `SG${id}`,
      name: rows[0]?.name ?? '',
      mandatory: mandatory === 1,
      maxRepeat,
      children: rows,
    };
  });
}

/** A row as the tree's height estimate reads it (client/components/reference/structure-nodes.tsx draws it so). */
const sizedRow = (r: StructureRow): SizedRow => ({
  label: r.children ? edifactCopy.entry.group(r.id) : '',
  step: r.id,
  name: r.name,
  ...(r.children && { children: r.children.map(sizedRow) }),
});
const withGroupHeights = (row: StructureRow): StructureRow =>
  row.children ? { ...row, heights: groupHeights(sizedRow(row)) } : row;

/** The directories (`m` among them) that have the entry, in publication order (from the catalogue). */
async function othersWith(m: DirModel, kind: EntryKind, id: string) {
  const dirs = await directoryIndex();
  return dirs.summaries.filter((_, order) => order === m.order || holds(dirs, order, kind, id)).map(ref);
}

function directoryPage(m: DirModel, others: DirectoryPage['others']): DirectoryPage {
  return {
    kind: 'directory',
    dir: ref(m.summary),
    others,
    summary: m.summary,
    messages: named(m.messages),
    segments: named(m.segments),
    composites: named(m.composites),
    elements: named(m.elements).map((e) => ({ ...e, codes: m.codes.get(e.id)?.length ?? 0 })),
  };
}

/**
 * The page data for `/resources/edifact/{dir}[/{kind}/{id}]` in its canonical spelling, or undefined when
 * the directory or the entry does not exist.
 */
export async function edifactPageData(dir?: string, kind?: string, id?: string): Promise<EdifactPage | undefined> {
  if (dir === undefined) return { kind: 'index', directories: (await directoryIndex()).summaries };
  const m = await directoryModel(dir);
  if (!m) return undefined;
  if (kind === undefined || id === undefined) return directoryPage(m, (await directoryIndex()).summaries.map(ref));
  if (!isEntryKind(kind)) return undefined;
  const base = { dir: ref(m.summary) };
  const usage = usageOf(m);
  switch (kind) {
    case 'messages': {
      const message = m.messages.get(id);
      if (!message) return undefined;
      const dirs = await directoryIndex();
      const earlier = dirs.summaries[m.order - 1];
      // The directory before is loaded only when it has the message (its tables may be in the cache already).
      const previous = earlier && holds(dirs, m.order - 1, kind, id) ? await directoryModel(earlier.id) : undefined;
      const before = previous?.messages.get(id);
      return {
        kind,
        ...base,
        others: await othersWith(m, kind, id),
        entry: { id, name: message.name },
        structure: structureRows(m, message.structure).map(withGroupHeights),
        ...(previous && before && { changes: structureChanges(previous, before.structure, message.structure) }),
      };
    }
    case 'segments': {
      const segment = m.segments.get(id);
      if (!segment) return undefined;
      return {
        kind,
        ...base,
        others: await othersWith(m, kind, id),
        entry: { id, name: segment.name },
        ...(segmentPurposes[id] !== undefined && { purpose: segmentPurposes[id] }),
        parts: partsOf(m, segment.parts),
        usedIn: (usage.segmentIn.get(id) ?? []).map((code) => ({ id: code, name: m.messages.get(code)?.name ?? '' })),
      };
    }
    case 'composites': {
      const composite = m.composites.get(id);
      if (!composite) return undefined;
      return {
        kind,
        ...base,
        others: await othersWith(m, kind, id),
        entry: { id, name: composite.name },
        parts: partsOf(m, composite.parts),
        usedIn: (usage.compositeIn.get(id) ?? []).map((tag) => ({ id: tag, name: m.segments.get(tag)?.name ?? '' })),
      };
    }
    case 'elements': {
      const element = m.elements.get(id);
      if (!element) return undefined;
      const used = usage.elementIn.get(id);
      return {
        kind,
        ...base,
        others: await othersWith(m, kind, id),
        entry: { id, name: element.name },
        format: element.repr,
        codes: (m.codes.get(id) ?? []).map(([code, name]) => ({ code, name })),
        usedIn: {
          segments: (used?.segments ?? []).map((tag) => ({ id: tag, name: m.segments.get(tag)?.name ?? '' })),
          composites: (used?.composites ?? []).map((c) => ({ id: c, name: m.composites.get(c)?.name ?? '' })),
        },
      };
    }
  }
}

/** The page data of a canonical directory or syntax path (the renderer's PageServices.edifactPage). */
export async function edifactPage(path: string): Promise<EdifactPage | undefined> {
  const parts = edifactPathParts(path);
  if (!parts || canonicalEdifactPath(parts) !== path) return undefined;
  if (parts.syntax !== undefined) return syntaxPageData(parts.syntax, parts.id);
  return edifactPageData(parts.dir, parts.kind, parts.id);
}

/**
 * Whether a canonical path is a directory page the data holds, for the page cache: answered from the catalogue
 * once read (the first directory page reads it); until then false, so that page is rendered per request.
 */
export function isEdifactPagePath(path: string): boolean {
  const parts = edifactPathParts(path);
  if (!parts || canonicalEdifactPath(parts) !== path) return false;
  if (parts.syntax !== undefined) return syntaxPageData(parts.syntax, parts.id) !== undefined;
  const dirs = loadedDirectoryIndex();
  if (!dirs) return false;
  if (parts.dir === undefined) return true;
  const order = dirs.order.get(parts.dir);
  if (order === undefined || parts.kind === undefined || parts.id === undefined) return order !== undefined;
  return isEntryKind(parts.kind) && holds(dirs, order, parts.kind, parts.id);
}
