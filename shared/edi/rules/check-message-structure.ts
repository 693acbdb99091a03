/**
 * Checks one EDIFACT message against the structure its directory gives it: segment order, mandatory segments and groups,
 * maximum repeats.
 */
import { issueText } from './messages';
import { isGroup, type EdifactDirectory, type GroupRef, type StructureNode } from '../model/directory';
import type { Collector } from './findings';
import { awaitedChild, LastOccurrence, NESTED, structureLevels } from '../model/structure-levels';
import type { Segment, Transaction } from '../model/types';

const triggerOf = (n: StructureNode): string =>
  isGroup(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.segment;

const levelOf = structureLevels(triggerOf);
const isRequired = (n: StructureNode) => n.required;

/**
 * Walks a message's segments along its structure: order, mandatory segments and groups,
 * maximum repeats. Unknown tags are skipped (they are reported once elsewhere). Each segment is
 * visited once; each step looks only at the children of one structure level.
 */
export function checkStructure(
  segments: readonly Segment[],
  msg: Transaction,
  directory: EdifactDirectory,
  issues: Collector,
) {
  const structure = directory.structures[msg.code];
  if (!structure) return;
  const t = issueText;
  const end = msg.last;
  let i = msg.first;
  const current = (): Segment | undefined => {
    while (i <= end && (segments[i]?.unreadable || !directory.segments[segments[i]?.tag ?? ''])) i += 1;
    return i <= end ? segments[i] : undefined;
  };
  const nameOf = (tag: string) => directory.segments[tag]?.name ?? tag;
  // Where a finding is, worded only when there is one (a valid message builds no text).
  // Structure findings link to the message's page in its directory.
  const url = issues.link({
    kind: 'reference',
    directory: directory.id,
    entry: 'messages',
    id: msg.code,
    section: 'structure',
  });
  const reference = url ? { reference: url } : {};
  const where = (group: GroupRef | undefined) =>
    group ? t.whereGroup(group.group, msg.code) : t.whereMessage(msg.code);

  const missing = (node: StructureNode, group: GroupRef | undefined) => {
    if (!node.required) return;
    const at = current() ?? segments[end];
    if (!at) return;
    if (isGroup(node))
      issues.add('group-missing', at, t.groupMissing(node.group, triggerOf(node), where(group)), undefined, {
        ...reference,
        missing: triggerOf(node),
      });
    else
      issues.add('segment-missing', at, t.segmentMissing(node.segment, nameOf(node.segment), where(group)), undefined, {
        ...reference,
        missing: node.segment,
      });
  };

  const later = new LastOccurrence();
  later.reset(segments, msg.first, end);

  /** The consecutive occurrences of `node`'s trigger at the cursor (a group with its children). */
  const matchRun = (node: StructureNode, max: number, laterSibling: boolean, group: GroupRef | undefined) => {
    const trigger = triggerOf(node);
    let reps = 0;
    for (let s = current(); s?.tag === trigger; s = current()) {
      if (reps === max) {
        if (laterSibling) return;
        if (isGroup(node))
          issues.add('group-repeat', s, t.groupRepeat(node.group, node.maxRepeat), undefined, reference);
        else
          issues.add('segment-repeat', s, t.segmentRepeat(s.tag, node.maxRepeat, where(group)), undefined, reference);
      }
      reps += 1;
      i += 1;
      if (isGroup(node)) matchList(node.children, 1, node);
    }
  };

  /** After a segment out of place, back into the group it interrupted when what follows belongs there. */
  const resume = (open: StructureNode | undefined) => {
    const next = current();
    if (!next || !open || !isGroup(open)) return;
    const at = levelOf(open.children).triggers.indexOf(next.tag, 1);
    if (at > 0) matchList(open.children, at, open);
  };

  /**
   * One repetition of `children` from `from`; returns at a tag none of the remaining children starts. At the
   * top level a segment out of place is one finding and the walk goes on from where it was (awaitedChild).
   */
  const matchList = (children: readonly StructureNode[], from: number, group: GroupRef | undefined): void => {
    const level = levelOf(children);
    const { triggers } = level;
    // The children matched at this level, out of place included: none of them is reported missing.
    // (Only the top level takes segments out of place: nested levels allocate nothing.)
    const seen: boolean[] | undefined = group ? undefined : [];
    const waited: number[] = group ? NESTED : [];
    let cursor = from;
    for (;;) {
      const seg = current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (seg && !group) {
        const at = k < 0 ? triggers.indexOf(seg.tag) : k;
        const awaited = k < 0 ? -1 : awaitedChild(level, children, isRequired, cursor, k, waited, later, i);
        if (k < 0 || awaited >= 0) {
          const expected = awaited >= 0 ? triggers[awaited] : undefined;
          const message = expected ? t.segmentEarly(seg.tag, expected, msg.code) : t.segmentOrder(seg.tag, msg.code);
          issues.add('segment-order', seg, message, undefined, reference);
          if (awaited >= 0) waited.push(awaited);
          if (at < 0) i += 1;
          else {
            if (seen) seen[at] = true;
            matchRun(children[at] as StructureNode, Number.POSITIVE_INFINITY, false, group);
          }
          resume(children[cursor - 1]);
          // A late segment: the walk goes on from its place (what came before it was the deviation).
          if (awaited < 0 && at >= 0) cursor = at + 1;
          continue;
        }
      }
      if (k < 0) {
        for (let c = cursor; c < children.length; c += 1) if (!seen?.[c]) missing(children[c] as StructureNode, group);
        return;
      }
      for (let c = cursor; c < k; c += 1) if (!seen?.[c]) missing(children[c] as StructureNode, group);
      if (seen) seen[k] = true;
      const node = children[k] as StructureNode;
      matchRun(node, node.maxRepeat, level.laterSibling[k] ?? false, group);
      cursor = k + 1;
    }
  };
  matchList(structure, 0, undefined);
}
