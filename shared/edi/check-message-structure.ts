/**
 * Checks one EDIFACT message against the structure its directory gives it: segment order, mandatory segments and groups,
 * maximum repeats.
 */
import { issueText } from '../../content/inspector/issues';
import {
  isGroup,
  type EdifactDirectory,
  type GroupRef,
  type StructureNode,
} from '../../content/directories/directory-types';
import type { Collector } from './findings';
import { edifactPath } from '../edifact-reference';
import { structureLevels } from './structure-levels';
import type { Segment, Transaction } from './types';

const triggerOf = (n: StructureNode): string =>
  isGroup(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.segment;

const levelOf = structureLevels(triggerOf);

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
  const reference = { reference: `${edifactPath(directory.id, 'messages', msg.code)}#structure` };
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

  /** One repetition of `children` from `from`; returns at a tag none of the remaining children starts. */
  const matchList = (children: readonly StructureNode[], from: number, group: GroupRef | undefined): void => {
    const { triggers, laterSibling } = levelOf(children);
    let cursor = from;
    for (;;) {
      const seg = current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (k < 0) {
        if (seg && !group) {
          issues.add('segment-order', seg, t.segmentOrder(seg.tag, msg.code), undefined, reference);
          i += 1;
          continue;
        }
        for (let c = cursor; c < children.length; c += 1) missing(children[c] as StructureNode, group);
        return;
      }
      for (let c = cursor; c < k; c += 1) missing(children[c] as StructureNode, group);
      const node = children[k] as StructureNode;
      const trigger = triggers[k] ?? '';
      let reps = 0;
      for (let s = current(); s?.tag === trigger; s = current()) {
        if (reps === node.maxRepeat) {
          if (laterSibling[k]) break;
          if (isGroup(node))
            issues.add('group-repeat', s, t.groupRepeat(node.group, node.maxRepeat), undefined, reference);
          else
            issues.add('segment-repeat', s, t.segmentRepeat(s.tag, node.maxRepeat, where(group)), undefined, reference);
        }
        reps += 1;
        i += 1;
        if (isGroup(node)) matchList(node.children, 1, node);
      }
      cursor = k + 1;
    }
  };
  matchList(structure, 0, undefined);
}
