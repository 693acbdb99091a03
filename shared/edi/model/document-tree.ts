/**
 * A read document as a tree that mirrors it: interchanges → groups → transaction sets or messages →
 * loops (the guide's loops for X12, the directory's segment groups for EDIFACT, the 856's HL levels nested
 * by parent) → segments. Nodes hold segment indexes, not values, so the JSON, XML and CSV writers stream
 * from it. Depth-first order is always document order: a segment a loop cannot hold closes it, and one no
 * loop knows stays where it is, so writing the tree back gives the same segments in the same order.
 */
import { isLoop, type GuideNode } from './guide';
import { isGroup, type StructureNode } from './directory';
import type { Dictionaries } from '../model/dictionaries';
import { directoryFor } from '../syntax/locate';
import { ElementReader } from '../syntax/element-reader';
import { structureLevels } from './structure-levels';
import { releaseOf } from '../load/x12-guides';
import type { Group, Interchange, ParseResult, Segment, Transaction } from './types';
import type { PerStandard, StandardId } from '../../standards';

export interface TreeSegment {
  kind: 'segment';
  index: number;
}

export interface TreeLoop {
  kind: 'loop';
  /** The guide's loop id (N1, PO1, HL) or the EDIFACT group (SG2). */
  id: string;
  nodes: TreeNode[];
}

export type TreeNode = TreeSegment | TreeLoop;

export interface TreeTransaction {
  tx: Transaction;
  /** Whether a guide (X12) or the directory (EDIFACT) gave the loops; without, the segments are flat. */
  structured: boolean;
  nodes: TreeNode[];
}

export interface TreeGroup {
  group: Group;
  transactions: TreeTransaction[];
}

export interface TreeInterchange {
  interchange: Interchange;
  /** The UNA segment's index when the interchange opens with one. */
  una?: number;
  groups: TreeGroup[];
}

export interface DocumentTree {
  interchanges: TreeInterchange[];
  /** Segments in no envelope (after a trailer, unreadable ones between interchanges). */
  outside: number[];
}

/** One structure, whatever its source: a segment or a loop whose first child starts it. */
export type Shape = { tag: string; max: number } | { id: string; max: number; children: Shape[] };
export const isLoopShape = (s: Shape): s is { id: string; max: number; children: Shape[] } => 'children' in s;

const triggerOf = (s: Shape): string => (isLoopShape(s) ? (s.children[0] ? triggerOf(s.children[0]) : '') : s.tag);
export const levelOf = structureLevels(triggerOf);

const guideShapes = new WeakMap<readonly GuideNode[], Shape[]>();
const fromGuide = (nodes: readonly GuideNode[]): Shape[] => {
  let shapes = guideShapes.get(nodes);
  if (!shapes) {
    shapes = nodes.map((n) =>
      isLoop(n) ? { id: n.id, max: n.max, children: fromGuide(n.children) } : { tag: n.tag, max: n.max },
    );
    guideShapes.set(nodes, shapes);
  }
  return shapes;
};

const structureShapes = new WeakMap<readonly StructureNode[], Shape[]>();
const fromStructure = (nodes: readonly StructureNode[]): Shape[] => {
  let shapes = structureShapes.get(nodes);
  if (!shapes) {
    shapes = nodes.map((n) =>
      isGroup(n)
        ? { id: n.group, max: n.maxRepeat, children: fromStructure(n.children) }
        : { tag: n.segment, max: n.maxRepeat },
    );
    structureShapes.set(nodes, shapes);
  }
  return shapes;
};

const tagSets = new WeakMap<Shape[], Set<string>>();
export function tagsOf(shapes: Shape[]): Set<string> {
  let tags = tagSets.get(shapes);
  if (!tags) {
    const found = new Set<string>();
    const add = (list: Shape[]) => list.forEach((s) => (isLoopShape(s) ? add(s.children) : found.add(s.tag)));
    add(shapes);
    tags = found;
    tagSets.set(shapes, tags);
  }
  return tags;
}

/** Nests the segments first..last along `shapes`. */
function nest(segments: readonly Segment[], first: number, last: number, shapes: Shape[]): TreeNode[] {
  const known = tagsOf(shapes);
  let i = first;
  const walk = (children: Shape[], from: number, nodes: TreeNode[], top: boolean): void => {
    const { triggers, laterSibling } = levelOf(children);
    let cursor = from;
    let reps = 0;
    while (i <= last) {
      const s = segments[i];
      let k = !s || s.unreadable || !known.has(s.tag) ? -2 : triggers.indexOf(s.tag, cursor);
      // A repeat past the maximum belongs to a later sibling with the same first segment, when there is one.
      if (k === cursor && k >= from && reps >= (children[k]?.max || Infinity) && laterSibling[k])
        k = triggers.indexOf(s?.tag ?? '', k + 1);
      if (k === -2 || (k < 0 && top)) {
        // Unknown to the structure (or out of place at the top): kept where it is.
        nodes.push({ kind: 'segment', index: i });
        i += 1;
        continue;
      }
      if (k < 0) return;
      reps = k === cursor ? reps + 1 : 1;
      cursor = k;
      const shape = children[k];
      if (shape && isLoopShape(shape)) {
        const loop: TreeLoop = { kind: 'loop', id: shape.id, nodes: [{ kind: 'segment', index: i }] };
        i += 1;
        walk(shape.children, 1, loop.nodes, false);
        nodes.push(loop);
      } else {
        nodes.push({ kind: 'segment', index: i });
        i += 1;
      }
    }
  };
  const nodes: TreeNode[] = [];
  walk(shapes, 0, nodes, true);
  return nodes;
}

/** How deep HL levels nest in the tree (a chain of HLs each under the last stops nesting here). */
export const MAX_HL_DEPTH = 16;

/**
 * Nests HL loops by their parent (HL02 names an earlier HL01): each goes under the latest open HL with that
 * id, so a depth-first walk stays in document order; an HL whose parent is not open, or past MAX_HL_DEPTH,
 * stays at the top, and any other segment between HLs closes them all (it must stay after what came before).
 */
function nestHierarchy(nodes: TreeNode[], segments: readonly Segment[], reader: ElementReader): TreeNode[] {
  const out: TreeNode[] = [];
  const open: { id: string; loop: TreeLoop }[] = [];
  for (const node of nodes) {
    const head = node.kind === 'loop' && node.id === 'HL' ? node.nodes[0] : undefined;
    const hl = head?.kind === 'segment' ? segments[head.index] : undefined;
    if (node.kind !== 'loop' || !hl) {
      open.length = 0;
      out.push(node);
      continue;
    }
    reader.read(hl);
    const id = reader.value(0, 0);
    const parent = reader.value(1, 0);
    let at = open.length - 1;
    while (at >= 0 && open[at]?.id !== parent) at -= 1;
    if (parent && at >= 0 && at < MAX_HL_DEPTH - 1) {
      open.length = at + 1;
      open[at]?.loop.nodes.push(node);
    } else {
      open.length = 0;
      out.push(node);
    }
    open.push({ id, loop: node });
  }
  return out;
}

/** The shapes a transaction's loops come from: our guide for its set and release, or its directory's structure. */
export const shapesOf: PerStandard<(group: Group, tx: Transaction, d: Dictionaries) => Shape[] | undefined> = {
  x12: (group, tx, d) => {
    // The loops are drawn as our guide draws them, whether or not the guide checked the set.
    const guide = d.guides(tx.code, releaseOf(group.version));
    return guide && fromGuide(guide.structure);
  },
  edifact: (_group, tx, d) => {
    const structure = directoryFor(d, tx.version)?.structures[tx.code];
    return structure && fromStructure(structure);
  },
};

/** The tag of the segment that may precede a standard's interchange header with its delimiters (EDIFACT's UNA). */
const serviceAdvice: PerStandard<string | undefined> = { x12: undefined, edifact: 'UNA' };

/** Whether a standard's top-level HL loops nest further by their parent ids (HL02): X12's; EDIFACT's groups stay as they are. */
export const nestsByParent: PerStandard<boolean> = { x12: true, edifact: false };

/**
 * The tree of one set of a group (`reader`: over its interchange's delimiters); `segments` by the indexes
 * `tx` holds (a reading in pieces hands its window and the set's range in it, stream/convert-stream.ts).
 */
export function transactionTree(
  segments: readonly Segment[],
  standard: StandardId,
  group: Group,
  tx: Transaction,
  dictionaries: Dictionaries,
  reader: ElementReader,
): TreeTransaction {
  const shapes = shapesOf[standard](group, tx, dictionaries);
  if (!shapes) {
    const nodes: TreeNode[] = [];
    for (let i = tx.first; i <= tx.last; i += 1) nodes.push({ kind: 'segment', index: i });
    return { tx, structured: false, nodes };
  }
  const nested = nest(segments, tx.first, tx.last, shapes);
  return { tx, structured: true, nodes: nestsByParent[standard] ? nestHierarchy(nested, segments, reader) : nested };
}

/** The tree of a read document (dictionaries: the EDIFACT directories its messages name). */
export function documentTree(result: ParseResult, dictionaries: Dictionaries): DocumentTree {
  const { segments } = result;
  const covered = new Uint8Array(segments.length);
  const interchanges = result.interchanges.map((interchange): TreeInterchange => {
    const reader = new ElementReader(interchange.delimiters);
    covered[interchange.header] = 1;
    if (interchange.trailer !== undefined) covered[interchange.trailer] = 1;
    const unaAt = interchange.header - 1;
    const advice = serviceAdvice[interchange.standard];
    const una = advice !== undefined && segments[unaAt]?.tag === advice ? unaAt : undefined;
    if (una !== undefined) covered[una] = 1;
    const groups = interchange.groups.map((group): TreeGroup => {
      if (group.header !== undefined) covered[group.header] = 1;
      if (group.trailer !== undefined) covered[group.trailer] = 1;
      const transactions = group.transactions.map((tx): TreeTransaction => {
        covered.fill(1, tx.first, tx.last + 1);
        return transactionTree(segments, interchange.standard, group, tx, dictionaries, reader);
      });
      return { group, transactions };
    });
    return { interchange, ...(una !== undefined && { una }), groups };
  });
  const outside: number[] = [];
  covered.forEach((c, index) => {
    if (!c) outside.push(index);
  });
  return { interchanges, outside };
}

/** Every segment index under `nodes`, depth first (document order). */
export function* segmentIndexes(nodes: readonly TreeNode[]): Generator<number> {
  for (const node of nodes) {
    if (node.kind === 'segment') yield node.index;
    else yield* segmentIndexes(node.nodes);
  }
}
