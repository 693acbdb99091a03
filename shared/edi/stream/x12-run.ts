/**
 * The X12 checks of one run, segment by segment: the loop of rules/check-x12.ts (checkX12) with the same
 * checks in the same order, each set checked against its guide when it closes (checkX12 checks them after the
 * run; the codes the two report are disjoint, so each code's findings come in the same order). Keep the two
 * loops alike: tests/unit/edi/stream.test.ts compares every finding of both readings.
 */
import { issueText } from '../rules/messages';
import { checkGsValues, checkIsaValues, checkStConvention, checkUnique } from '../rules/check-x12-envelope';
import { blankInterchange, checkIsaWidths, interchangeOf, names } from '../rules/check-x12';
import { GuideWalker } from '../rules/check-x12-guide';
import { mayCarryGs1, reportGs1 } from '../rules/gs1';
import { ElementReader } from '../syntax/element-reader';
import { Envelopes, implicitGroup } from '../syntax/envelope';
import { guideRelease } from '../load/x12-guides';
import type { Guide } from '../model/guide';
import type { Run } from '../syntax/ingest';
import type { Segment } from '../model/types';
import { dropClosed, OPEN_LAST, release, type OpenSet, type RunContext, type RunStream } from './run-stream';

const elementValue = (s: Segment | undefined, n: number) => s?.elements[n - 1]?.[0] ?? '';

export class X12RunStream implements RunStream {
  private readonly reader: ElementReader;
  private readonly env: Envelopes;
  private groupControls = new Set<string>();
  private setControls = new Set<string>();
  private outsideRun = -2;
  private open: OpenSet | undefined;
  private readonly walkers = new Map<Guide, GuideWalker>();
  private readonly own: GuideWalker | undefined;

  constructor(
    private readonly run: Run,
    private readonly ctx: RunContext,
  ) {
    this.reader = new ElementReader(run.delimiters);
    this.env = new Envelopes(names, ctx.issues, ctx.interchanges, this.reader);
    const { userGuide } = ctx.options;
    this.own =
      userGuide &&
      new GuideWalker({
        guide: userGuide.guide,
        linked: false,
        name: userGuide.name,
        issues: ctx.issues,
        reader: this.reader,
      });
  }

  segment(s: Segment, index: number): void {
    if (!s.unreadable) this.check(s, index);
    const tx = this.env.transaction;
    if (this.open && this.open.tx !== tx) this.close(this.open);
    if (tx && !this.open) {
      const group = this.env.group;
      const interchange = this.env.interchange;
      if (group && interchange) this.open = { tx, group, interchange, slot: group.transactions.length - 1 };
    }
    dropClosed(this.ctx, this.env.interchange);
  }

  keepFrom(index: number): number {
    return Math.min(this.open?.tx.first ?? index, index);
  }

  end(last: number): void {
    const s = this.ctx.held.at(last);
    if (s) this.env.finish(s);
    if (this.open) {
      if (this.open.tx.last === OPEN_LAST) this.open.tx.last = last;
      this.close(this.open);
    }
  }

  /** Its guide's check (checkGuides in check-x12.ts), then the set is let go of. */
  private close(open: OpenSet): void {
    this.open = undefined;
    const { tx } = open;
    const { issues, dictionaries, options, held } = this.ctx;
    const { userGuide } = options;
    if (this.own && tx.code === userGuide?.guide.set) this.own.check(held.items, held.local(tx));
    else {
      const guideOf = guideRelease(open.interchange, open.group, options.guide);
      const guide = guideOf === undefined ? undefined : dictionaries.guides(tx.code, guideOf);
      if (guide) {
        let walker = this.walkers.get(guide);
        if (!walker) {
          const name = issueText.guideName(guide.set, guide.release);
          walker = new GuideWalker({ guide, linked: true, name, issues, reader: this.reader });
          this.walkers.set(guide, walker);
        }
        walker.check(held.items, held.local(tx));
      }
    }
    release(this.ctx, open);
  }

  /** One step of checkX12's loop. */
  private check(s: Segment, index: number): void {
    const { env, reader, run } = this;
    const { issues, dictionaries } = this.ctx;
    const dict = dictionaries.x12;
    const t = issueText;
    const ensureInterchange = (container: string) => {
      if (env.interchange) return env.interchange;
      issues.add('outside-envelope', s, t.outside(s.tag, container));
      return env.addInterchange(blankInterchange(s, index, run));
    };
    switch (s.tag) {
      case 'ISA':
        checkIsaWidths(s, run, dict, issues);
        checkIsaValues(s, run.delimiters, issues);
        checkUnique(this.ctx.interchangeControls, elementValue(s, 13), s, 'interchange-duplicate', 'ISA13', issues);
        this.groupControls = new Set();
        env.openInterchange(s, interchangeOf(s, index, run));
        env.dropTransaction(index);
        return;
      case 'TA1':
        if (!env.interchange || env.group || env.transaction)
          issues.add('outside-envelope', s, t.outside(s.tag, t.containers.interchangeHeader));
        return;
      case 'GS': {
        const ic = ensureInterchange(t.containers.interchange);
        env.reportOpenGroup(s);
        env.endTransaction(s, index);
        checkGsValues(s, issues);
        checkUnique(this.groupControls, elementValue(s, 6), s, 'group-duplicate', 'GS06', issues);
        this.setControls = new Set();
        env.openGroup(ic, {
          explicit: true,
          functionalId: elementValue(s, 1),
          sender: elementValue(s, 2),
          receiver: elementValue(s, 3),
          date: elementValue(s, 4),
          time: elementValue(s, 5),
          control: elementValue(s, 6),
          version: elementValue(s, 8),
          header: index,
          transactions: [],
        });
        return;
      }
      case 'ST': {
        env.endTransaction(s, index);
        let group = env.group;
        if (!group) {
          issues.add('outside-envelope', s, t.outside('ST', t.containers.group));
          const ic = env.interchange ?? env.addInterchange(blankInterchange(s, index, run));
          group = env.openGroup(ic, implicitGroup());
        }
        reader.read(s);
        const code = reader.value(0, 0);
        const control = reader.value(1, 0);
        env.openTransaction(group, { code, control, first: index, last: OPEN_LAST });
        checkUnique(this.setControls, control, s, 'transaction-duplicate', 'ST02', issues);
        checkStConvention(s, reader.value(2, 0), group.version, issues);
        if (!dict.transactionSets[code]) issues.add('transaction-unknown', s, t.transactionUnknown(code), 'ST01');
        else {
          const expected = dict.functionalIds[code];
          if (group.explicit && expected && expected !== group.functionalId)
            issues.add('functional-id', s, t.functionalId(code, expected, group.functionalId), 'GS01');
        }
        return;
      }
      case 'SE':
        env.closeTransaction(s, index);
        return;
      case 'GE':
        if (env.group?.explicit && env.group.transactions.length === 0 && !env.transaction)
          issues.add('group-empty', s, t.groupEmpty(env.group.control));
        env.closeGroup(s, index);
        return;
      case 'IEA':
        env.closeInterchange(s, index, false);
        return;
      default: {
        const tx = env.transaction;
        if (!tx && index !== this.outsideRun + 1)
          issues.add('outside-envelope', s, t.outside(s.tag, t.containers.transaction));
        if (!tx) this.outsideRun = index;
        if (mayCarryGs1('x12', s.tag)) {
          reader.read(s);
          reportGs1('x12', s, issues, reader);
        }
      }
    }
  }
}
