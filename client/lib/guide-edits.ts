/**
 * The guide editor's edits as pure functions over the public format (shared/edi/guide-format/schema.ts): each
 * returns a new guide sharing the untouched parts, so undo is a stack of earlier guides.
 */
import type { GuideLoopJson, GuideNodeJson, PublicElement, PublicGuide } from '../../shared/edi/guide-format/schema';

/** A node's place: its index in the structure, then in each loop's children. */
export type NodePath = readonly number[];

export type GuideSegmentJson = Exclude<GuideNodeJson, GuideLoopJson>;

export const pathKey = (path: NodePath): string => path.join('.');

/**
 * schema.ts's isLoopJson, without importing the module: its zod schemas (about 90 KB gzip) would come with the
 * page; the format's validator loads only when a guide is read from a file or the store.
 */
export const isLoopJson = (n: GuideNodeJson): n is GuideLoopJson => 'loop' in n;

export function nodeAt(guide: PublicGuide, path: NodePath): GuideNodeJson | undefined {
  let list: readonly GuideNodeJson[] = guide.structure;
  let node: GuideNodeJson | undefined;
  for (const i of path) {
    node = list[i];
    if (!node) return undefined;
    list = isLoopJson(node) ? node.children : [];
  }
  return node;
}

function replaceIn(
  list: readonly GuideNodeJson[],
  path: NodePath,
  change: (n: GuideNodeJson) => GuideNodeJson,
): GuideNodeJson[] {
  const [i, ...rest] = path;
  return list.map((n, at) => {
    if (at !== i) return n;
    if (rest.length === 0) return change(n);
    return isLoopJson(n) ? { ...n, children: replaceIn(n.children, rest, change) } : n;
  });
}

/** The guide with the node at `path` changed. */
export const updateNode = (
  guide: PublicGuide,
  path: NodePath,
  change: (n: GuideNodeJson) => GuideNodeJson,
): PublicGuide => ({ ...guide, structure: replaceIn(guide.structure, path, change) });

/** The guide with element `index` of the segment at `path` replaced. */
export const updateElement = (guide: PublicGuide, path: NodePath, index: number, element: PublicElement): PublicGuide =>
  updateNode(guide, path, (n) =>
    isLoopJson(n) ? n : { ...n, elements: n.elements.map((e, i) => (i === index ? element : e)) },
  );

/** One row of the tree as shown: open loops show their children. */
export interface TreeRow {
  path: NodePath;
  key: string;
  depth: number;
  node: GuideNodeJson;
  /** The row's parent's key ('' at the top). */
  parent: string;
}

export function visibleRows(guide: PublicGuide, closed: ReadonlySet<string>): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (list: readonly GuideNodeJson[], prefix: NodePath, depth: number, parent: string) => {
    list.forEach((node, i) => {
      const path = [...prefix, i];
      const key = pathKey(path);
      rows.push({ path, key, depth, node, parent });
      if (isLoopJson(node) && !closed.has(key)) walk(node.children, path, depth + 1, key);
    });
  };
  walk(guide.structure, [], 1, '');
  return rows;
}

/**
 * Where a finding's element (BEG03) or segment (N9) is in the guide: the first segment that holds it, in
 * document order (a tag used in two loops is found at its first place).
 */
export function findRef(guide: PublicGuide, ref: string): { path: NodePath; element?: number } | undefined {
  const tag = /^([A-Z][A-Z0-9]{1,2})(\d{2})?(?:-\d+)?$/.exec(ref);
  if (!tag?.[1]) return undefined;
  const search = (list: readonly GuideNodeJson[], prefix: NodePath): ReturnType<typeof findRef> => {
    for (const [i, node] of list.entries()) {
      const path = [...prefix, i];
      if (isLoopJson(node)) {
        const found = search(node.children, path);
        if (found) return found;
      } else if (node.segment === tag[1]) {
        if (!tag[2]) return { path };
        const at = node.elements.findIndex((e) => e.ref === `${tag[1]}${tag[2]}`);
        return at >= 0 ? { path, element: at } : { path };
      }
    }
    return undefined;
  };
  return search(guide.structure, []);
}

/** Codes typed as "A, B C": split at commas and spaces, duplicates dropped, meanings kept for codes kept. */
export function codesFrom(
  typed: string,
  before: PublicElement['codes'],
): { codes?: Record<string, string> } | { error: true } {
  const list = [...new Set(typed.split(/[\s,]+/).filter((c) => c !== ''))];
  if (list.length === 0) return {};
  if (list.length > 5_000 || list.some((c) => c.length > 35)) return { error: true };
  return { codes: Object.fromEntries(list.map((c) => [c, before?.[c] ?? ''])) };
}

/** A bounded undo history: the guides before each edit, newest last. */
export const HISTORY_LIMIT = 200;

export const pushHistory = (history: readonly PublicGuide[], guide: PublicGuide): PublicGuide[] =>
  [...history, guide].slice(-HISTORY_LIMIT);
