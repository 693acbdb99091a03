/**
 * The key order of inspect()'s counts (its report's JSON `counts`) for a document read in pieces. inspect()
 * reads the whole text before it checks anything, then checks run by run, each X12 run's sets against their
 * guides after its segments (rules/check-x12.ts's checkX12); a code's key comes where it was first counted.
 * Read in pieces, reading, checking and guide checks interleave, so each code's phase is noted as it is first
 * counted there, and the counts sorted by phase at the end: reading's codes first, then per run the codes of
 * its segments' checks, then those of its guide checks (the two are disjoint: stream/x12-run.ts).
 */
import type { ParseResult } from '../model/types';

type Counts = ParseResult['counts'];

const snapshot = (counts: Counts) => new Map(Object.entries(counts));

export class CountOrder {
  /** Codes reading counted, in the order it first did. */
  private readonly read = new Set<string>();
  /** Each other code's phase: 2r + 1 for run r's segment checks, 2r + 2 for its guide checks. */
  private readonly phases = new Map<string, number>();
  private run = 0;

  /** `counts`: the Collector's, which the phases watch grow. */
  constructor(private readonly counts: Counts) {}

  /** Runs a step of reading (finding the interchange, ingesting), noting the codes it counts. */
  reading<T>(step: () => T): T {
    const before = snapshot(this.counts);
    const result = step();
    for (const [code, n] of Object.entries(this.counts)) if (n !== before.get(code)) this.read.add(code);
    return result;
  }

  /** Runs a set's guide checks in the current run, noting the codes first counted there. */
  guides(check: () => void): void {
    const before = snapshot(this.counts);
    check();
    for (const [code, n] of Object.entries(this.counts))
      if (n !== before.get(code) && !this.phases.has(code)) this.phases.set(code, 2 * this.run + 2);
  }

  /** A run's checks ended: the codes first counted since are its segments' checks'. */
  runEnded(): void {
    for (const code of Object.keys(this.counts)) if (!this.phases.has(code)) this.phases.set(code, 2 * this.run + 1);
    this.run += 1;
  }

  /** The counts in inspect()'s key order (the same numbers). */
  ordered(): Counts {
    const read = [...this.read];
    const rank = (code: string) => (this.read.has(code) ? 0 : (this.phases.get(code) ?? 2 * this.run + 1));
    const within = (code: string) => (this.read.has(code) ? read.indexOf(code) : 0);
    // A stable sort: within a phase of checks, the codes keep the order they were first counted in.
    return Object.fromEntries(
      Object.entries(this.counts).sort(([a], [b]) => rank(a) - rank(b) || within(a) - within(b)),
    );
  }
}
