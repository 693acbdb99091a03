/**
 * Checks one X12 transaction set against our guide for its code and release (content/x12-guides): the
 * loops and segment order, mandatory segments and loops, maximum use, each segment's elements
 * (check-x12-elements.ts), the 856's HL hierarchy and the totals a set states (CTT01). Each segment is
 * visited once; each step looks only at the children of one loop.
 */
import { issueText } from '../../content/inspector/issues';
import { loopAnchor, segmentAnchor } from '../../content/x12-guides/guide-anchors';
import { isLoop, type Guide, type GuideLoop, type GuideNode } from '../../content/x12-guides/guide-types';
import { checkGuideElements, type GuideContext } from './check-x12-elements';
import { HierarchyChecker } from './check-x12-hierarchy';
import type { Segment, Transaction } from './types';

const triggerOf = (n: GuideNode): string => (isLoop(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.tag);

interface Level {
  triggers: string[];
  laterSibling: boolean[];
}
const levels = new WeakMap<readonly GuideNode[], Level>();
function levelOf(children: readonly GuideNode[]): Level {
  let level = levels.get(children);
  if (!level) {
    const triggers = children.map(triggerOf);
    level = { triggers, laterSibling: triggers.map((t, k) => triggers.indexOf(t, k + 1) > k) };
    levels.set(children, level);
  }
  return level;
}

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

export function checkGuide(segments: readonly Segment[], tx: Transaction, ctx: GuideContext): void {
  const { guide, issues, page, name } = ctx;
  const t = issueText;
  const tags = tagsOf(guide);
  const hierarchy = guide.hierarchy ? new HierarchyChecker(guide.hierarchy, ctx) : undefined;
  const totals = guide.counts.map(() => 0);
  const end = tx.last;
  let i = tx.first;
  let previous = '';
  const current = (): Segment | undefined => {
    for (; i <= end; i += 1) {
      const s = segments[i];
      if (!s || s.unreadable) continue;
      if (tags.has(s.tag)) return s;
      if (ctx.known(s.tag)) issues.add('segment-not-used', s, t.notInGuide(s.tag, name), s.tag, { guide: page });
    }
    return undefined;
  };
  const where = (loop: GuideLoop | undefined) => t.whereGuide(name, loop?.id);

  const missing = (node: GuideNode, loop: GuideLoop | undefined, path: string) => {
    // A missing SE is the envelope's finding (the set is unclosed).
    if (node.usage !== 'M' || (!isLoop(node) && node.tag === 'SE')) return;
    const at = current() ?? segments[end];
    if (!at) return;
    if (isLoop(node))
      issues.add('group-missing', at, t.loopMissing(node.id, where(loop)), node.id, {
        guide: `${page}#${loopAnchor(path + node.id)}`,
      });
    else
      issues.add('segment-missing', at, t.missingInGuide(node.tag, node.name, where(loop)), node.tag, {
        guide: `${page}#${segmentAnchor(guide, node)}`,
      });
  };

  const matchList = (children: readonly GuideNode[], from: number, loop: GuideLoop | undefined, path: string): void => {
    const { triggers, laterSibling } = levelOf(children);
    let cursor = from;
    for (;;) {
      const seg = current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (k < 0) {
        if (seg && !loop) {
          issues.add('segment-order', seg, t.outOfOrder(seg.tag, previous || 'ST', name), seg.tag, { guide: page });
          i += 1;
          continue;
        }
        for (let c = cursor; c < children.length; c += 1) missing(children[c] as GuideNode, loop, path);
        return;
      }
      for (let c = cursor; c < k; c += 1) missing(children[c] as GuideNode, loop, path);
      const node = children[k] as GuideNode;
      const trigger = triggers[k] ?? '';
      const max = node.max || Number.POSITIVE_INFINITY;
      let reps = 0;
      for (let s = current(); s?.tag === trigger; s = current()) {
        if (reps === max) {
          if (laterSibling[k]) break;
          if (isLoop(node))
            issues.add('group-repeat', s, t.loopRepeat(node.id, node.max), node.id, {
              guide: `${page}#${loopAnchor(path + node.id)}`,
            });
          else
            issues.add('segment-repeat', s, t.segmentRepeat(s.tag, node.max, where(loop)), s.tag, {
              guide: `${page}#${segmentAnchor(guide, node)}`,
            });
        }
        reps += 1;
        if (isLoop(node)) {
          const first = node.children[0];
          if (first && !isLoop(first)) visit(s, first);
          i += 1;
          matchList(node.children, 1, node, `${path}${node.id}.`);
        } else {
          visit(s, node);
          i += 1;
        }
      }
      cursor = k + 1;
    }
  };

  const visit = (s: Segment, node: Extract<GuideNode, { kind: 'segment' }>) => {
    previous = s.tag;
    checkGuideElements(s, node, ctx);
    hierarchy?.segment(s);
    guide.counts.forEach((rule, r) => {
      if (rule.counts === s.tag) totals[r] = (totals[r] ?? 0) + 1;
    });
  };

  matchList(guide.structure, 0, undefined, '');
  hierarchy?.finish();
  checkTotals(segments, tx, ctx, totals);
}

/** The totals a set states (CTT01) against what it holds. */
function checkTotals(segments: readonly Segment[], tx: Transaction, ctx: GuideContext, totals: number[]) {
  ctx.guide.counts.forEach((rule, r) => {
    for (let i = tx.last; i >= tx.first; i -= 1) {
      const s = segments[i];
      if (s?.tag !== rule.tag || s.unreadable) continue;
      ctx.reader.read(s);
      const declared = ctx.reader.value(rule.element - 1, 0);
      const actual = totals[r] ?? 0;
      if (declared !== '' && Number(declared) !== actual)
        ctx.issues.add('set-total', s, issueText.total(rule.ref, declared, rule.counts, actual), rule.ref, {
          elementPos: rule.element,
          guide: ctx.page,
        });
      return;
    }
  });
}
