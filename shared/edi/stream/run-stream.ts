/**
 * A standard's checks of one run of segments (syntax/ingest.ts's Run) when the segments come one by one
 * (x12-run.ts, edifact-run.ts): the same per-segment step the whole-document checks run (rules/check-x12.ts's
 * x12Checks, check-edifact.ts's edifactChecks), with the open set tracked so that its guide is checked, and
 * its data let go of, as soon as it closes.
 */
import type { SetSpill, SpilledPlaces } from './set-spill';
import type { Collector } from '../rules/findings';
import type { Dictionaries } from '../model/dictionaries';
import type { Group, InspectOptions, Interchange, Segment, Transaction } from '../model/types';
import type { Envelopes } from '../syntax/envelope';
import type { SegmentWindow } from './window';
import type { SpillOptions } from './set-spill';
import type { Place } from '../rules/findings';

export interface RunContext {
  issues: Collector;
  /** The dictionaries; `edifact` grows as messages name more directories (loaded before they are checked). */
  dictionaries: Dictionaries;
  options: InspectOptions;
  held: SegmentWindow;
  /** The run's interchanges (Envelopes adds them); a closed one is let go of unless `keep`. */
  interchanges: Interchange[];
  /** Interchange control numbers seen in the document so far, of this run's standard. */
  interchangeControls: Set<string>;
  /** Keep every interchange, group and set (for an acknowledgment), instead of only the open ones. */
  keep: boolean;
  /** A set's range is final and its checks done. */
  closed: (tx: Transaction) => void;
  /** Long X12 sets go to a spool rather than the window (set-spill.ts). */
  spill?: SpillOptions;
  /** Where a document offset is, and the places of spilled segments read back (set-spill.ts) by offset. */
  locate: (offset: number) => Place;
  places: SpilledPlaces;
  /** Runs a set's checks against its guide (the stream notes their codes: count-order.ts). */
  guideChecks?: (check: () => void) => void;
  /** Sees each segment after its checks, with the levels open then, and each run's end (stream/ack-skeleton.ts). */
  observer?: {
    segment(s: Segment, index: number, env: Envelopes): void;
    end(): void;
  };
}

export interface RunStream {
  /** Checks the segment at document index `index` (`held` holds it). */
  segment(s: Segment, index: number): void;
  /** The first document index still needed after `index` was checked. */
  keepFrom(index: number): number;
  /** The run ended: its last segment is at `last`. */
  end(last: number): void;
}

/** A set no longer needed: its group keeps its place (the trailers count them) but not its data. */
const CLOSED: Transaction = Object.freeze({ code: '', control: '', first: -1, last: -1 });

/** The index a set's last segment gets until it closes (a run's end sets it then). */
export const OPEN_LAST = Number.MAX_SAFE_INTEGER;

/** The open set of a run, with the group that holds it and its place there. */
export interface OpenSet {
  tx: Transaction;
  group: Group;
  interchange: Interchange;
  slot: number;
}

/** After a set's checks: its range recorded, its data let go of (unless kept). */
export function release(ctx: RunContext, open: OpenSet): void {
  ctx.closed(open.tx);
  if (!ctx.keep) open.group.transactions[open.slot] = CLOSED;
}

/** After each segment: interchanges no longer open are let go of (unless kept). */
export function dropClosed(ctx: RunContext, open: Interchange | undefined): void {
  const { interchanges } = ctx;
  if (ctx.keep || interchanges.length === 0 || (interchanges.length === 1 && interchanges[0] === open)) return;
  const last = ctx.interchanges[ctx.interchanges.length - 1];
  ctx.interchanges.length = 0;
  if (open && last === open) ctx.interchanges.push(open);
}

/** A run's checks a segment at a time, as rules/check-x12.ts's x12Checks and check-edifact.ts's edifactChecks give them. */
export interface RunChecks {
  env: Envelopes;
  step(s: Segment, index: number): void;
}

/** Feeds a run's segments to its checks and tracks the open set: `closeSet` runs when it closes, then it is let go of. */
export class SetTracking implements RunStream {
  protected open: OpenSet | undefined;

  constructor(
    private readonly ctx: RunContext,
    private readonly checks: RunChecks,
    private readonly closeSet: (open: OpenSet) => void = () => undefined,
    /** Where a long open set goes past its window (set-spill.ts); absent, every set stays in the window. */
    private readonly spill?: SetSpill,
  ) {}

  segment(s: Segment, index: number): void {
    this.spill?.follow(this.open?.tx, s, index, this.ctx);
    const { env } = this.checks;
    this.checks.step(s, index);
    const tx = env.transaction;
    if (this.open && this.open.tx !== tx) this.close(this.open);
    if (tx && !this.open) {
      const group = env.group;
      const interchange = env.interchange;
      if (group && interchange) this.open = { tx, group, interchange, slot: group.transactions.length - 1 };
    }
    dropClosed(this.ctx, env.interchange);
    this.ctx.observer?.segment(s, index, env);
  }

  keepFrom(index: number): number {
    if (this.spill?.active) return index;
    return Math.min(this.open?.tx.first ?? index, index);
  }

  end(last: number): void {
    const s = this.ctx.held.at(last);
    if (s) this.checks.env.finish(s);
    if (this.open) {
      if (this.open.tx.last === OPEN_LAST) this.open.tx.last = last;
      this.close(this.open);
    }
    this.ctx.observer?.end();
  }

  private close(open: OpenSet): void {
    this.open = undefined;
    this.closeSet(open);
    release(this.ctx, open);
  }
}
