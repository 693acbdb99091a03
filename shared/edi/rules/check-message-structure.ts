/**
 * Checks one EDIFACT message against the structure its directory gives it: segment order, mandatory segments and groups,
 * maximum repeats.
 */
import { issueText } from './messages';
import { isGroup, type EdifactDirectory, type GroupRef, type StructureNode } from '../model/directory';
import type { Collector } from './findings';
import { awaitedChild, LastOccurrence, NESTED, structureLevels, type Indexed } from '../model/structure-levels';
import type { Segment, Transaction } from '../model/types';

const triggerOf = (n: StructureNode): string =>
  isGroup(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.segment;

const levelOf = structureLevels(triggerOf);
const isRequired = (n: StructureNode) => n.required;

/**
 * Walks a message's segments along its structure: order, mandatory segments and groups, maximum repeats.
 * Unknown tags are skipped (they are reported once elsewhere). Each segment is visited once; each step looks
 * only at the children of one structure level. Made once per run of segments and reused for each message, so
 * that a batch of thousands of messages allocates no closures per message.
 */
export class StructureWalker {
  private segments: Indexed<Segment> = [];
  private msg: Transaction | undefined;
  private directory: EdifactDirectory | undefined;
  private i = 0;
  private end = 0;
  /** The cursor at which current() last found a known segment (the walk asks again there at every level). */
  private known = -1;
  /** Structure findings link to the message's page in its directory (worked out when one is reported). */
  private linked: { reference?: string } | undefined;
  private readonly later = new LastOccurrence();
  /** The top level's children matched and waited for (one top level per set: reused, emptied for each). */
  private readonly topSeen: boolean[] = [];
  private readonly topWaited: number[] = [];

  constructor(private readonly issues: Collector) {}

  /** Checks message `msg` against its structure in `directory` (`last`: where each tag last occurs, when known). */
  check(segments: Indexed<Segment>, msg: Transaction, directory: EdifactDirectory, last?: Map<string, number>): void {
    const structure = directory.structures[msg.code];
    if (!structure) return;
    this.segments = segments;
    this.msg = msg;
    this.directory = directory;
    this.i = msg.first;
    this.end = msg.last;
    this.known = -1;
    this.linked = undefined;
    this.later.reset(segments, msg.first, msg.last, last);
    this.matchList(structure, 0, undefined);
  }

  /** The segment at the cursor, past unreadable ones and tags the directory does not know. */
  private current(): Segment | undefined {
    const { segments, directory } = this;
    if (this.i === this.known) return segments.at(this.i);
    for (; this.i <= this.end; this.i += 1) {
      const s = segments.at(this.i);
      if (s && !s.unreadable && directory?.segments[s.tag]) {
        this.known = this.i;
        return s;
      }
    }
    return undefined;
  }

  private get code(): string {
    return this.msg?.code ?? '';
  }

  private reference(): { reference?: string } {
    if (!this.linked) {
      const url = this.issues.link({
        kind: 'reference',
        directory: this.directory?.id ?? '',
        entry: 'messages',
        id: this.code,
        section: 'structure',
      });
      this.linked = url ? { reference: url } : {};
    }
    return this.linked;
  }

  private where(group: GroupRef | undefined): string {
    return group ? issueText.whereGroup(group.group, this.code) : issueText.whereMessage(this.code);
  }

  private missing(node: StructureNode, group: GroupRef | undefined): void {
    if (!node.required) return;
    const at = this.current() ?? this.segments.at(this.end);
    const { issues } = this;
    // Past the cap of its code a finding is only counted (Collector.counted): no message worded.
    if (!at || issues.counted(isGroup(node) ? 'group-missing' : 'segment-missing')) return;
    const t = issueText;
    if (isGroup(node))
      issues.add('group-missing', at, t.groupMissing(node.group, triggerOf(node), this.where(group)), undefined, {
        ...this.reference(),
        missing: triggerOf(node),
      });
    else {
      const name = this.directory?.segments[node.segment]?.name ?? node.segment;
      issues.add('segment-missing', at, t.segmentMissing(node.segment, name, this.where(group)), undefined, {
        ...this.reference(),
        missing: node.segment,
      });
    }
  }

  /** The consecutive occurrences of `node`'s trigger at the cursor (a group with its children). */
  private matchRun(node: StructureNode, max: number, laterSibling: boolean, group: GroupRef | undefined): void {
    const { issues } = this;
    const t = issueText;
    const trigger = triggerOf(node);
    let reps = 0;
    for (let s = this.current(); s?.tag === trigger; s = this.current()) {
      if (reps === max) {
        if (laterSibling) return;
        if (issues.counted(isGroup(node) ? 'group-repeat' : 'segment-repeat')) {
          // Past the cap of its code: counted only, no message worded.
        } else if (isGroup(node))
          issues.add('group-repeat', s, t.groupRepeat(node.group, node.maxRepeat), undefined, this.reference());
        else
          issues.add(
            'segment-repeat',
            s,
            t.segmentRepeat(s.tag, node.maxRepeat, this.where(group)),
            undefined,
            this.reference(),
          );
      }
      reps += 1;
      this.i += 1;
      if (isGroup(node)) this.matchList(node.children, 1, node);
    }
  }

  /** After a segment out of place, back into the group it interrupted when what follows belongs there. */
  private resume(open: StructureNode | undefined): void {
    const next = this.current();
    if (!next || !open || !isGroup(open)) return;
    const at = levelOf(open.children).triggers.indexOf(next.tag, 1);
    if (at > 0) this.matchList(open.children, at, open);
  }

  /**
   * One repetition of `children` from `from`; returns at a tag none of the remaining children starts. At the
   * top level a segment out of place is one finding and the walk goes on from where it was (awaitedChild).
   */
  private matchList(children: readonly StructureNode[], from: number, group: GroupRef | undefined): void {
    const level = levelOf(children);
    const { triggers } = level;
    const { issues } = this;
    // The children matched at this level, out of place included: none of them is reported missing.
    // (Only the top level takes segments out of place: nested levels allocate nothing.)
    const seen: boolean[] | undefined = group ? undefined : this.topSeen;
    const waited: number[] = group ? NESTED : this.topWaited;
    if (!group) {
      // Emptied in place: `length = 0` would drop the array's storage and grow it again for every message.
      this.topSeen.fill(false);
      if (this.topWaited.length > 0) this.topWaited.length = 0;
    }
    let cursor = from;
    for (;;) {
      const seg = this.current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (seg && !group) {
        const at = k < 0 ? triggers.indexOf(seg.tag) : k;
        const awaited = k < 0 ? -1 : awaitedChild(level, children, isRequired, cursor, k, waited, this.later, this.i);
        if (k < 0 || awaited >= 0) {
          const expected = awaited >= 0 ? triggers[awaited] : undefined;
          if (!issues.counted('segment-order')) {
            const message = expected
              ? issueText.segmentEarly(seg.tag, expected, this.code)
              : issueText.segmentOrder(seg.tag, this.code);
            issues.add('segment-order', seg, message, undefined, this.reference());
          }
          if (awaited >= 0) waited.push(awaited);
          if (at < 0) this.i += 1;
          else {
            if (seen) seen[at] = true;
            this.matchRun(children[at] as StructureNode, Number.POSITIVE_INFINITY, false, group);
          }
          this.resume(children[cursor - 1]);
          // A late segment: the walk goes on from its place (what came before it was the deviation).
          if (awaited < 0 && at >= 0) cursor = at + 1;
          continue;
        }
      }
      if (k < 0) {
        for (let c = cursor; c < children.length; c += 1)
          if (!seen?.[c]) this.missing(children[c] as StructureNode, group);
        return;
      }
      for (let c = cursor; c < k; c += 1) if (!seen?.[c]) this.missing(children[c] as StructureNode, group);
      if (seen) seen[k] = true;
      const node = children[k] as StructureNode;
      this.matchRun(node, node.maxRepeat, level.laterSibling[k] ?? false, group);
      cursor = k + 1;
    }
  }
}
