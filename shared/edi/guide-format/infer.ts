/**
 * A starting guide from a partner's sample files: the sets of one code, read into their trees (our guide's
 * loops where we have one for the set), merged slot by slot in document order. A segment or loop present in
 * every instance of its parent is "must use", else "used"; its max use is the most seen in one parent. Per
 * element: usage from presence, lengths as observed; where our guide knows the element, its type and
 * declared lengths are kept (wider than one sample's), else the type is read from the values (a short
 * upper-case value with few distinct values is a code list, digits are numeric, eight digits a date).
 */
import { releaseOf } from '../load/x12-guides';
import type { GuideElement } from '../model/guide';
import { documentTree, type TreeNode } from '../model/document-tree';
import type { Dictionaries } from '../model/dictionaries';
import type { ParseResult, Segment } from '../model/types';
import { publicType } from './from-internal';
import { GUIDE_FORMAT, type GuideNodeJson, type PublicElement, type PublicGuide } from './schema';
import { x12 } from '../syntax/x12-standard';

/** One place in the structure, with what every instance of its parent showed there. */
interface Slot {
  key: string;
  loop?: string;
  tag?: string;
  /** Parents (instances) that held it, and the most times one held it. */
  seen: number;
  max: number;
  children: Slot[];
  parents: number;
  values: string[][][];
}

const slot = (key: string, fields: Partial<Slot>): Slot => ({
  key,
  seen: 0,
  max: 0,
  children: [],
  parents: 0,
  values: [],
  ...fields,
});

/** Merges one instance's children into `slots`, keeping document order (a new key goes where it was met). */
function merge(slots: Slot[], nodes: readonly TreeNode[], segments: readonly Segment[]): void {
  const counts = new Map<Slot, number>();
  let cursor = 0;
  for (const n of nodes) {
    const s = n.kind === 'segment' ? segments[n.index] : undefined;
    const key = n.kind === 'loop' ? `loop:${n.id}` : (s?.tag ?? '');
    let at = slots.findIndex((x, i) => i >= cursor && x.key === key);
    if (at < 0) at = slots.findIndex((x) => x.key === key);
    if (at < 0) {
      at = cursor;
      slots.splice(at, 0, slot(key, n.kind === 'loop' ? { loop: n.id } : { tag: s?.tag ?? '' }));
    }
    const target = slots[at];
    if (!target) continue;
    cursor = at + 1;
    counts.set(target, (counts.get(target) ?? 0) + 1);
    if (n.kind === 'loop') {
      target.parents += 1;
      merge(target.children, n.nodes, segments);
    } else if (s && !s.unreadable) target.values.push(s.elements);
  }
  for (const [target, n] of counts) {
    target.seen += 1;
    target.max = Math.max(target.max, n);
  }
}

const DATE = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/** An element's type, lengths and codes from its values (and our guide's definition when it has one). */
function inferElement(
  ref: string,
  values: readonly string[],
  instances: number,
  known?: GuideElement,
): PublicElement | undefined {
  const filled = values.filter((v) => v !== '');
  const usage = filled.length === 0 ? 'not-used' : filled.length === instances ? 'must' : 'used';
  if (usage === 'not-used' && !known) return undefined;
  const lengths = filled.map((v) => v.length);
  const min = Math.min(...lengths, known?.min ?? Infinity);
  const max = Math.max(...lengths, known?.max ?? 1);
  const distinct = [...new Set(filled)];
  const looksCoded = distinct.length <= 12 && filled.every((v) => /^[A-Z0-9]{1,3}$/.test(v));
  const type: PublicElement['type'] = known
    ? publicType(known.type)
    : filled.every((v) => DATE.test(v))
      ? 'DT'
      : looksCoded && !filled.every((v) => /^\d+$/.test(v))
        ? 'ID'
        : filled.every((v) => /^-?\d+$/.test(v))
          ? 'N0'
          : filled.every((v) => /^-?\d*\.?\d+$/.test(v))
            ? 'R'
            : 'AN';
  const codes = type === 'ID' ? Object.fromEntries(distinct.map((c) => [c, known?.codes?.[c] ?? ''])) : undefined;
  return {
    ref,
    ...(known && { id: known.id, name: known.name }),
    usage,
    type,
    min: Number.isFinite(min) ? min : 1,
    max,
    ...(codes && { codes }),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function toNodes(
  slots: readonly Slot[],
  instances: number,
  known: (tag: string) => readonly GuideElement[] | undefined,
): GuideNodeJson[] {
  return slots.map((s): GuideNodeJson => {
    const usage = s.seen === instances ? 'must' : 'used';
    if (s.loop) return { loop: s.loop, usage, max: s.max, children: toNodes(s.children, s.parents, known) };
    const tag = s.tag ?? '';
    const defs = known(tag);
    const width = Math.max(...s.values.map((v) => v.length), 0);
    const elements: PublicElement[] = [];
    for (let i = 0; i < width; i += 1) {
      const ref = `${tag}${pad(i + 1)}`;
      const e = inferElement(
        ref,
        s.values.map((v) => v[i]?.join(':') ?? ''),
        s.values.length,
        defs?.find((d) => d.ref === ref),
      );
      if (e) elements.push(e);
    }
    return { segment: tag, usage, max: s.max, elements };
  });
}

/**
 * A guide inferred from the X12 sets of `code` in the documents (the most common code when none is given), or
 * undefined when they hold none.
 */
export function inferGuide(
  results: readonly ParseResult[],
  dictionaries: Dictionaries,
  code?: string,
): PublicGuide | undefined {
  const top: Slot[] = [];
  let instances = 0;
  let release = '';
  let set = code;
  for (const result of results) {
    const tree = documentTree(result, dictionaries);
    for (const { interchange, groups } of tree.interchanges) {
      if (!x12.owns(interchange)) continue;
      for (const { group, transactions } of groups)
        for (const { tx, nodes } of transactions) {
          set ??= tx.code;
          if (tx.code !== set) continue;
          release ||= releaseOf(group.version);
          instances += 1;
          merge(top, nodes, result.segments);
        }
    }
  }
  if (!set || instances === 0) return undefined;
  const ours = dictionaries.guides(set, release);
  const known = (tag: string) => {
    const find = (nodes: NonNullable<typeof ours>['structure']): readonly GuideElement[] | undefined => {
      for (const n of nodes) {
        if (n.kind === 'segment' && n.tag === tag) return n.elements;
        if (n.kind === 'loop') {
          const found = find(n.children);
          if (found) return found;
        }
      }
      return undefined;
    };
    return ours && find(ours.structure);
  };
  return {
    format: GUIDE_FORMAT,
    standard: 'x12',
    set,
    release,
    title: `${set} ${dictionaries.x12.transactionSets[set] ?? ''}`.trim(),
    ...(dictionaries.x12.functionalIds[set] && { functionalId: dictionaries.x12.functionalIds[set] }),
    structure: toNodes(top, instances, known),
    ...(ours?.hierarchy && {
      hierarchy: {
        levels: [...ours.hierarchy.levels],
        requires: Object.fromEntries(Object.entries(ours.hierarchy.requires).map(([k, v]) => [k, [...v]])),
      },
    }),
    ...(ours && { counts: ours.counts.map((c) => ({ ...c })) }),
  };
}
