/**
 * The 856's HL hierarchy as our guide has it, walked along a set: each HL's level and what it carries are
 * kept here, and the rules' own checks (registry/hl-id.ts, hl-parent.ts, hl-level.ts, hl-content.ts) judge
 * them: HL01 unique, HL02 naming an earlier HL01, levels nesting in the guide's order (S, O, T, P, I), and
 * what each level must carry (PRF at the order level, MAN at the pack level, LIN and SN1 at the item level).
 */
import type { HierarchyRules } from '../model/guide';
import type { GuideContext } from './check-x12-elements';
import type { Segment } from '../model/types';
import { hlId } from './registry/hl-id';
import { hlParent } from './registry/hl-parent';
import { hlLevel } from './registry/hl-level';
import { hlContent } from './registry/hl-content';

export class HierarchyChecker {
  /** Level of every HL01 seen. */
  private readonly levels = new Map<string, string>();
  private open: { at: Segment; level: string; seen: Set<string> } | undefined;

  constructor(
    private readonly rules: HierarchyRules,
    private readonly ctx: GuideContext,
  ) {}

  /** Each segment of the set, in order (HL opens a level; the others are what it carries). */
  segment(s: Segment): void {
    if (s.tag !== 'HL') {
      this.open?.seen.add(s.tag);
      return;
    }
    this.close();
    const { ctx, levels } = this;
    const { reader } = ctx;
    reader.read(s);
    const id = reader.value(0, 0);
    const parent = reader.value(1, 0);
    const level = reader.value(2, 0);
    const order = this.rules.levels;
    hlId.check(s, id, levels, ctx);
    hlParent.check(s, parent, level, order, levels, ctx);
    hlLevel.check(s, parent, level, order, levels, ctx);
    levels.set(id, level);
    this.open = { at: s, level, seen: new Set() };
  }

  private close(): void {
    const open = this.open;
    if (!open) return;
    hlContent.check(open.at, open.level, open.seen, this.rules.requires[open.level] ?? [], this.ctx);
    this.open = undefined;
  }

  /** At the end of the set: the last level's content. */
  finish(): void {
    this.close();
  }
}
