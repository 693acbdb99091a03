/**
 * What a document read piece by piece keeps of its segments: those of the open transaction set or message
 * (its guide or structure is checked when it closes) and the one before the next (EDIFACT's UNA before UNB),
 * addressed by their index in the whole document; and each set's range, 8 bytes a set, so that a finding's
 * position in its set is worked out at the end as a whole-document reading does (Collector.finish).
 */
import type { Segment, Transaction } from '../model/types';

export class SegmentWindow {
  /** The document index of items[0]. */
  base = 0;
  items: Segment[] = [];

  push(s: Segment): void {
    this.items.push(s);
  }

  at(index: number): Segment | undefined {
    return this.items[index - this.base];
  }

  /** Lets go of the segments before `index` (in halves, so that each is copied at most about once). */
  release(index: number): void {
    const drop = index - this.base;
    if (drop <= 0 || drop * 2 < this.items.length) return;
    this.items = this.items.slice(drop);
    this.base = index;
  }

  /** `tx` with indexes into `items`, for the checks that walk a set (GuideWalker, StructureWalker). */
  local(tx: Transaction): Transaction {
    return { ...tx, first: tx.first - this.base, last: tx.last - this.base };
  }
}

/** The ranges of the transaction sets and messages, in document order (they do not overlap). */
export class TransactionRanges {
  private ranges = new Int32Array(1024);
  private size = 0;

  add(first: number, last: number): void {
    if (this.size + 2 > this.ranges.length) {
      const grown = new Int32Array(this.ranges.length * 2);
      grown.set(this.ranges);
      this.ranges = grown;
    }
    this.ranges[this.size] = first;
    this.ranges[this.size + 1] = last;
    this.size += 2;
  }

  /**
   * The position in its set of the segment at `index`: in the first set that ends at or after it, when that
   * set starts at or before it (Collector.finish's rule).
   */
  setPos(index: number): number | undefined {
    let lo = 0;
    let hi = this.size / 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.ranges[mid * 2 + 1] ?? 0) < index) lo = mid + 1;
      else hi = mid;
    }
    if (lo >= this.size / 2) return undefined;
    const first = this.ranges[lo * 2] ?? 0;
    return first <= index ? index - first + 1 : undefined;
  }
}
