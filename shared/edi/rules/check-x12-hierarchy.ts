/**
 * The 856's HL hierarchy as our guide has it: HL01 unique, HL02 naming an earlier HL01 (empty only at
 * the top level), levels nesting in the guide's order (S, O, T, P, I), and what each level must carry
 * (PRF at the order level, MAN at the pack level, LIN and SN1 at the item level).
 */
import { issueText } from './messages';
import type { HierarchyRules } from '../model/guide';
import { guideLink, type GuideContext } from './check-x12-elements';
import type { Segment } from '../model/types';

export class HierarchyChecker {
  /** Level of every HL01 seen. */
  private readonly levels = new Map<string, string>();
  private open: { at: Segment; level: string; seen: Set<string> } | undefined;

  constructor(
    private readonly rules: HierarchyRules,
    private readonly ctx: GuideContext,
  ) {}

  private add(
    code: 'hl-id' | 'hl-parent' | 'hl-level' | 'hl-content',
    at: Segment,
    message: string,
    element: string,
    pos?: number,
  ) {
    this.ctx.issues.add(code, at, message, element, {
      ...(pos !== undefined && { elementPos: pos }),
      ...guideLink(this.ctx, { section: 'hierarchy' }),
    });
  }

  /** Each segment of the set, in order (HL opens a level; the others are what it carries). */
  segment(s: Segment): void {
    if (s.tag !== 'HL') {
      this.open?.seen.add(s.tag);
      return;
    }
    this.close();
    const { reader } = this.ctx;
    const t = issueText;
    reader.read(s);
    const id = reader.value(0, 0);
    const parent = reader.value(1, 0);
    const level = reader.value(2, 0);
    if (this.levels.has(id)) this.add('hl-id', s, t.hlDuplicate(id), 'HL01', 1);
    const order = this.rules.levels;
    if (parent === '') {
      if (level !== order[0] && this.levels.size > 0) this.add('hl-parent', s, t.hlNoParent(level), 'HL02', 2);
    } else {
      const parentLevel = this.levels.get(parent);
      if (parentLevel === undefined) this.add('hl-parent', s, t.hlParent(parent), 'HL02', 2);
      else if (order.includes(level) && order.indexOf(level) <= order.indexOf(parentLevel))
        this.add('hl-level', s, t.hlLevel(level, parentLevel, order.join(', ')), 'HL03', 3);
    }
    this.levels.set(id, level);
    this.open = { at: s, level, seen: new Set() };
  }

  private close(): void {
    const open = this.open;
    if (!open) return;
    for (const tag of this.rules.requires[open.level] ?? [])
      if (!open.seen.has(tag)) this.add('hl-content', open.at, issueText.hlContent(open.level, tag), 'HL03');
    this.open = undefined;
  }

  /** At the end of the set: the last level's content. */
  finish(): void {
    this.close();
  }
}
