/**
 * Checks one X12 transaction set against our guide for its code and release (content/x12-guides): the
 * loops and segment order, mandatory segments and loops, maximum use, each segment's elements
 * (check-x12-elements.ts), the 856's HL hierarchy and the totals a set states (CTT01). Each segment is
 * visited once; each step looks only at the children of one loop.
 */
import { issueText } from './messages';
import { isLoop, type Guide, type GuideLoop, type GuideNode, type GuideSegment } from '../model/guide';
import { checkGuideElements, guideLink, type GuideContext } from './check-x12-elements';
import { HierarchyChecker } from './check-x12-hierarchy';
import { setTotal } from './registry/set-total';
import { awaitedChild, LastOccurrence, NESTED, structureLevels, type Indexed } from '../model/structure-levels';
import type { Segment, Transaction } from '../model/types';

const triggerOf = (n: GuideNode): string => (isLoop(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.tag);

const levelOf = structureLevels(triggerOf);
const isMandatory = (n: GuideNode) => n.usage === 'M';

/** Every tag a guide uses anywhere. */
const tagSets = new WeakMap<Guide, Set<string>>();
function tagsOf(guide: Guide): Set<string> {
  let tags = tagSets.get(guide);
  if (!tags) {
    tags = new Set();
    const add = (nodes: readonly GuideNode[]) => nodes.forEach((n) => (isLoop(n) ? add(n.children) : tags?.add(n.tag)));
    add(guide.structure);
    tagSets.set(guide, tags);
  }
  return tags;
}

/**
 * Walks sets along one guide; made once per guide and document, so that a batch of thousands of sets
 * allocates no closures per set.
 */
export class GuideWalker {
  private readonly tags: Set<string>;
  private readonly totals: number[];
  private segments: Indexed<Segment> = [];
  private hierarchy: HierarchyChecker | undefined;
  private i = 0;
  private end = 0;
  private previous = '';
  private readonly later = new LastOccurrence();
  /** The top level's children matched and waited for (one top level per set: reused, emptied for each). */
  private readonly topSeen: boolean[] = [];
  private readonly topWaited: number[] = [];

  constructor(private readonly ctx: GuideContext) {
    this.tags = tagsOf(ctx.guide);
    this.totals = ctx.guide.counts.map(() => 0);
  }

  /** Checks one set (`last`: where each of its tags last occurs, when known; else worked out when asked). */
  check(segments: Indexed<Segment>, tx: Transaction, last?: Map<string, number>): void {
    const { guide } = this.ctx;
    this.segments = segments;
    this.i = tx.first;
    this.end = tx.last;
    this.previous = '';
    this.later.reset(segments, tx.first, tx.last, last);
    this.totals.fill(0);
    this.hierarchy = guide.hierarchy ? new HierarchyChecker(guide.hierarchy, this.ctx) : undefined;
    this.matchList(guide.structure, 0, undefined);
    this.hierarchy?.finish();
    setTotal.check(segments, tx.first, tx.last, this.totals, this.ctx);
  }

  /** The segment at the cursor, past unreadable ones and those the guide does not use (reported). */
  private current(): Segment | undefined {
    const { issues, name } = this.ctx;
    for (; this.i <= this.end; this.i += 1) {
      const s = this.segments.at(this.i);
      if (!s || s.unreadable) continue;
      if (this.tags.has(s.tag)) return s;
      // A guide deviation, worded as one: the set in its release may well have the segment.
      if (!issues.counted('segment-not-used'))
        issues.add(
          'segment-not-used',
          s,
          issueText.notInGuide(s.tag, name),
          s.tag,
          guideLink(this.ctx, { section: 'structure' }),
        );
    }
    return undefined;
  }

  private where(loop: GuideLoop | undefined): string {
    return issueText.whereGuide(this.ctx.name, loop?.id);
  }

  private missing(node: GuideNode, loop: GuideLoop | undefined): void {
    // A missing SE is the envelope's finding (the set is unclosed).
    if (node.usage !== 'M' || (!isLoop(node) && node.tag === 'SE')) return;
    const at = this.current() ?? this.segments.at(this.end);
    if (!at) return;
    const { issues } = this.ctx;
    const t = issueText;
    // Past the cap of its code a finding is only counted (Collector.counted): no message worded.
    if (issues.counted(isLoop(node) ? 'group-missing' : 'segment-missing')) return;
    if (isLoop(node))
      issues.add('group-missing', at, t.loopMissing(node.id, this.where(loop)), node.id, {
        ...guideLink(this.ctx, { loop: node }),
        missing: triggerOf(node),
      });
    else
      issues.add('segment-missing', at, t.missingInGuide(node.tag, node.name, this.where(loop)), node.tag, {
        ...guideLink(this.ctx, { segment: node }),
        missing: node.tag,
      });
  }

  /**
   * One repetition of `children` from `from`; returns at a tag none of the remaining children starts. At the
   * top level a segment out of place is one finding and is still checked where it stands (awaitedChild).
   */
  private matchList(children: readonly GuideNode[], from: number, loop: GuideLoop | undefined): void {
    const level = levelOf(children);
    const { triggers } = level;
    // The children matched at this level, out of place included: none of them is reported missing.
    // (Only the top level takes segments out of place: nested levels allocate nothing.)
    const seen: boolean[] | undefined = loop ? undefined : this.topSeen;
    const waited: number[] = loop ? NESTED : this.topWaited;
    if (!loop) {
      this.topSeen.length = 0;
      this.topWaited.length = 0;
    }
    let cursor = from;
    for (;;) {
      const seg = this.current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (seg && !loop) {
        // Late: a segment whose place is behind the cursor. Early: one that jumps a mandatory segment still to come.
        const at = k < 0 ? triggers.indexOf(seg.tag) : k;
        const awaited = k < 0 ? -1 : awaitedChild(level, children, isMandatory, cursor, k, waited, this.later, this.i);
        if (k < 0 || awaited >= 0) {
          const expected = awaited >= 0 ? triggers[awaited] : undefined;
          this.outOfPlace(seg, expected);
          if (awaited >= 0) waited.push(awaited);
          if (at < 0) this.i += 1;
          else {
            if (seen) seen[at] = true;
            this.matchRun(children[at] as GuideNode, Number.POSITIVE_INFINITY, false, loop);
          }
          this.resume(children[cursor - 1]);
          // A late segment: the walk goes on from its place (what came before it was the deviation).
          if (awaited < 0 && at >= 0) cursor = at + 1;
          continue;
        }
      }
      if (k < 0) {
        for (let c = cursor; c < children.length; c += 1) if (!seen?.[c]) this.missing(children[c] as GuideNode, loop);
        return;
      }
      for (let c = cursor; c < k; c += 1) if (!seen?.[c]) this.missing(children[c] as GuideNode, loop);
      if (seen) seen[k] = true;
      const node = children[k] as GuideNode;
      this.matchRun(node, node.max || Number.POSITIVE_INFINITY, level.laterSibling[k] ?? false, loop);
      cursor = k + 1;
    }
  }

  /** After a segment out of place, back into the loop it interrupted when what follows belongs there. */
  private resume(open: GuideNode | undefined): void {
    const next = this.current();
    if (!next || !open || !isLoop(open)) return;
    const at = levelOf(open.children).triggers.indexOf(next.tag, 1);
    if (at > 0) this.matchList(open.children, at, open);
  }

  /** One finding for a segment out of place: before `expected` (early), or after what came before it (late). */
  private outOfPlace(seg: Segment, expected: string | undefined): void {
    const { issues, name } = this.ctx;
    if (issues.counted('segment-order')) return;
    const message =
      expected === undefined
        ? issueText.outOfOrder(seg.tag, this.previous || 'ST', name)
        : issueText.tooEarly(seg.tag, expected, name);
    issues.add('segment-order', seg, message, seg.tag, guideLink(this.ctx));
  }

  /** The consecutive occurrences of `node`'s trigger at the cursor, each checked (a loop with its children). */
  private matchRun(node: GuideNode, max: number, laterSibling: boolean, loop: GuideLoop | undefined): void {
    const { issues } = this.ctx;
    const t = issueText;
    const trigger = triggerOf(node);
    let reps = 0;
    for (let s = this.current(); s?.tag === trigger; s = this.current()) {
      if (reps === max) {
        if (laterSibling) return;
        if (issues.counted(isLoop(node) ? 'group-repeat' : 'segment-repeat')) {
          // Past the cap of its code: counted only, no message worded.
        } else if (isLoop(node))
          issues.add('group-repeat', s, t.loopRepeat(node.id, node.max), node.id, {
            ...guideLink(this.ctx, { loop: node }),
          });
        else
          issues.add('segment-repeat', s, t.segmentRepeat(s.tag, node.max, this.where(loop)), s.tag, {
            ...guideLink(this.ctx, { segment: node }),
          });
      }
      reps += 1;
      if (isLoop(node)) {
        const first = node.children[0];
        if (first && !isLoop(first)) this.visit(s, first);
        this.i += 1;
        this.matchList(node.children, 1, node);
      } else {
        this.visit(s, node);
        this.i += 1;
      }
    }
  }

  private visit(s: Segment, node: GuideSegment): void {
    this.previous = s.tag;
    checkGuideElements(s, node, this.ctx);
    this.hierarchy?.segment(s);
    const counts = this.ctx.guide.counts;
    for (let r = 0; r < counts.length; r += 1)
      if (counts[r]?.counts === s.tag) this.totals[r] = (this.totals[r] ?? 0) + 1;
  }
}
