/**
 * What a standard's checks of one run of segments (syntax/ingest.ts's Run) look like when the segments come
 * one by one (x12-run.ts, edifact-run.ts): the loops of rules/check-x12.ts and check-edifact.ts, segment by
 * segment, with a set's guide or structure checked as soon as it closes instead of after the run.
 */
import type { Collector } from '../rules/findings';
import type { Dictionaries } from '../model/dictionaries';
import type { Group, InspectOptions, Interchange, Segment, Transaction } from '../model/types';
import type { SegmentWindow } from './window';

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
