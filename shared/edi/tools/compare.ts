/**
 * A tree diff of two EDI documents: both are read into their trees (interchange → group → set or message →
 * loops → segments, document-tree.ts) and aligned level by level (align.ts), so that a changed quantity in
 * line 2 is "PO1 loop 2, PO102 Quantity Ordered 24 → 18", not a changed line of text, and an added line item
 * is one added loop. Changed segments list their changed elements with the dictionary's names. The summary
 * counts changes by element and loops added or removed; the inspector words it.
 */
import { align, type Alignable } from './align';
import { documentTree, type DocumentTree, type TreeNode } from '../model/document-tree';
import { elementNamer, type ElementChange } from './compare-elements';
import type { Dictionaries } from '../model/dictionaries';
import type { Interchange, ParseResult, Segment } from '../model/types';

export type { ElementChange } from './compare-elements';

export type NodeKind = 'interchange' | 'group' | 'set' | 'loop' | 'segment';

export interface DiffChange {
  change: 'added' | 'removed' | 'changed';
  node: NodeKind;
  /** The tag of a segment, the loop id (PO1, SG2), the set code, GS/UNG or the interchange header's tag. */
  tag: string;
  /** Where it is: each enclosing level as `ISA 000004721`, `ST 850 0001`, `PO1[2]` (the 2nd PO1 loop). */
  path: string[];
  /** A loop's own place among its siblings: PO1[2]. */
  label?: string;
  /** 1-based position of its (first) segment in the left or right document. */
  left?: number;
  right?: number;
  /** For a changed segment: its elements that differ. */
  elements?: ElementChange[];
}

export interface DiffSummary {
  segmentsChanged: number;
  segmentsAdded: number;
  segmentsRemoved: number;
  /** Loops (and sets, groups, interchanges) added or removed, by id: { PO1: 1 }. */
  added: Record<string, number>;
  removed: Record<string, number>;
  /** Changed elements by reference, with their name and how many segments changed them. */
  elements: { ref: string; name: string; count: number }[];
}

export interface Comparison {
  changes: DiffChange[];
  summary: DiffSummary;
}

interface Node extends Alignable {
  kind: NodeKind;
  label: string;
  /** The segment index of a segment node, else of its first segment. */
  first: number;
  /** Made when the node is compared in depth (only changed parents are): a 5 MB pair makes few nodes. */
  children: () => Node[];
  /** The interchange a node belongs to (its delimiters and standard name elements). */
  ic: Interchange;
  version?: string;
}

/** cyrb53-style mixing of a segment's text, read in place (no slice). */
function hashText(text: string, from: number, to: number, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = from, end = Math.min(to, text.length); i < end; i += 1) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  return finish(h1, h2);
}

function finish(h1: number, h2: number): number {
  const a = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  const b = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909);
  return 4294967296 * (2097151 & b) + (a >>> 0);
}

const segmentHash = (s: Segment | undefined): number =>
  !s
    ? 0
    : s.source !== undefined && s.start !== undefined && s.end !== undefined
      ? hashText(s.source, s.start, s.end, 0)
      : hashText(`${s.tag}|${s.elements.map((e) => e.join(':')).join('|')}`, 0, Infinity, 0);

/** One hash of a list of hashes, in order (numbers mixed, no string made). */
const SEED1 = 0x9e3779b9;
const SEED2 = 0x85ebca6b;
function combine(hashes: readonly number[]): number {
  let h1 = SEED1;
  let h2 = SEED2;
  for (const x of hashes) {
    h1 = Math.imul(h1 ^ (x >>> 0), 2654435761);
    h2 = Math.imul(h2 ^ Math.floor(x / 4294967296), 1597334677);
  }
  return finish(h1, h2);
}

class TreeReader {
  constructor(private readonly result: ParseResult) {}

  private hashOf(list: readonly TreeNode[]): number {
    const { segments } = this.result;
    let h1 = SEED1;
    let h2 = SEED2;
    for (const n of list) {
      const x = n.kind === 'segment' ? segmentHash(segments[n.index]) : this.hashOf(n.nodes);
      h1 = Math.imul(h1 ^ (x >>> 0), 2654435761);
      h2 = Math.imul(h2 ^ Math.floor(x / 4294967296), 1597334677);
    }
    return finish(h1, h2);
  }

  segment(index: number, ic: Interchange, version?: string): Node {
    const s = this.result.segments[index];
    return {
      kind: 'segment',
      key: s?.tag ?? '',
      label: s?.tag ?? '',
      hash: segmentHash(s),
      get identity() {
        return s?.elements[0]?.[0] ?? '';
      },
      first: index,
      children: () => [],
      ic,
      ...(version && { version }),
    };
  }

  /** A set or loop over tree nodes: hashed now, its children made when asked for. */
  branch(
    kind: NodeKind,
    key: string,
    label: string,
    list: readonly TreeNode[],
    ic: Interchange,
    version?: string,
  ): Node {
    const head = list[0];
    const segments = this.result.segments;
    return {
      kind,
      key,
      label,
      hash: this.hashOf(list),
      get identity() {
        return head?.kind === 'segment' ? (segments[head.index]?.elements[0]?.[0] ?? '') : '';
      },
      first: head ? firstOf(head) : -1,
      children: () => this.nodes(list, ic, version),
      ic,
    };
  }

  /** An envelope level over nodes already made. */
  parent(kind: NodeKind, key: string, label: string, children: Node[], ic: Interchange, first: number): Node {
    return {
      kind,
      key,
      label,
      hash: combine(children.map((c) => c.hash)),
      identity: '',
      first,
      children: () => children,
      ic,
    };
  }

  nodes(list: readonly TreeNode[], ic: Interchange, version?: string): Node[] {
    return list.map((n) =>
      n.kind === 'segment'
        ? this.segment(n.index, ic, version)
        : this.branch('loop', `loop:${n.id}`, n.id, n.nodes, ic, version),
    );
  }

  interchanges(tree: DocumentTree): Node[] {
    return tree.interchanges.map(({ interchange: ic, una, groups }) => {
      const head = this.result.segments[ic.header];
      const children: Node[] = una === undefined ? [] : [this.segment(una, ic)];
      children.push(this.segment(ic.header, ic));
      for (const { group, transactions } of groups) {
        const sets = transactions.map(({ tx, nodes }) =>
          this.branch('set', `set:${tx.code}`, `${tx.code} ${tx.control}`, nodes, ic, tx.version),
        );
        const inner = [
          ...(group.header === undefined ? [] : [this.segment(group.header, ic)]),
          ...sets,
          ...(group.trailer === undefined ? [] : [this.segment(group.trailer, ic)]),
        ];
        const label = `${this.result.segments[group.header ?? -1]?.tag ?? 'group'} ${group.functionalId} ${group.control}`;
        children.push(
          this.parent('group', `group:${group.functionalId}`, label.trim(), inner, ic, inner[0]?.first ?? 0),
        );
      }
      if (ic.trailer !== undefined) children.push(this.segment(ic.trailer, ic));
      const tag = head?.tag ?? '';
      return this.parent('interchange', `ic:${tag}`, `${tag} ${ic.control}`, children, ic, ic.header);
    });
  }
}

function firstOf(n: TreeNode): number {
  return n.kind === 'segment' ? n.index : n.nodes[0] ? firstOf(n.nodes[0]) : -1;
}

/** Labels of siblings that repeat get their occurrence: PO1[2]. */
function labels(nodes: readonly Node[]): Map<Node, string> {
  const seen = new Map<string, number>();
  const out = new Map<Node, string>();
  for (const n of nodes) {
    if (n.kind !== 'loop') continue;
    const k = (seen.get(n.key) ?? 0) + 1;
    seen.set(n.key, k);
    out.set(n, `${n.label}[${k}]`);
  }
  return out;
}

const pos = (result: ParseResult, n: Node) => result.segments[n.first]?.pos;

/** Compares two read documents (each with the dictionaries its EDIFACT messages name). */
export function compareResults(
  left: { result: ParseResult; dictionaries: Dictionaries },
  right: { result: ParseResult; dictionaries: Dictionaries },
): Comparison {
  const a = new TreeReader(left.result).interchanges(documentTree(left.result, left.dictionaries));
  const b = new TreeReader(right.result).interchanges(documentTree(right.result, right.dictionaries));
  const nameLeft = elementNamer(left.dictionaries);
  const changes: DiffChange[] = [];
  const summary: DiffSummary = {
    segmentsChanged: 0,
    segmentsAdded: 0,
    segmentsRemoved: 0,
    added: {},
    removed: {},
    elements: [],
  };
  const byRef = new Map<string, { ref: string; name: string; count: number }>();
  const count = (n: Node, side: 'added' | 'removed') => {
    if (n.kind === 'segment') summary[side === 'added' ? 'segmentsAdded' : 'segmentsRemoved'] += 1;
    else summary[side][n.label.split(' ')[0] ?? n.label] = (summary[side][n.label.split(' ')[0] ?? n.label] ?? 0) + 1;
  };
  const walk = (x: readonly Node[], y: readonly Node[], path: string[]) => {
    const lx = labels(x);
    const ly = labels(y);
    for (const step of align(x, y)) {
      if ('same' in step) continue;
      if ('added' in step || 'removed' in step) {
        const side = 'added' in step ? 'added' : 'removed';
        const n = 'added' in step ? step.added : step.removed;
        const where = side === 'added' ? { right: pos(right.result, n) } : { left: pos(left.result, n) };
        const label = (side === 'added' ? ly : lx).get(n);
        const tag = n.label.split(' ')[0] ?? '';
        changes.push({ change: side, node: n.kind, tag, path, ...(label && { label }), ...where });
        count(n, side);
        continue;
      }
      const [p, q] = step.changed;
      if (p.kind === 'segment') {
        const sp = left.result.segments[p.first];
        const sq = right.result.segments[q.first];
        const elements = sp && sq ? nameLeft(p.ic, p.version, sp, sq) : [];
        changes.push({
          change: 'changed',
          node: 'segment',
          tag: p.label,
          path,
          left: sp?.pos,
          right: sq?.pos,
          elements,
        });
        summary.segmentsChanged += 1;
        for (const e of elements) {
          const entry = byRef.get(e.ref) ?? { ref: e.ref, name: e.name, count: 0 };
          entry.count += 1;
          byRef.set(e.ref, entry);
        }
      } else walk(p.children(), q.children(), [...path, lx.get(p) ?? ly.get(q) ?? p.label]);
    }
  };
  walk(a, b, []);
  summary.elements = [...byRef.values()];
  return { changes, summary };
}
