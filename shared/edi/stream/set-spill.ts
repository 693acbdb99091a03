/**
 * An open X12 set too long to hold (one 850 of a million PO1 lines): past `after` segments its segments go to a
 * spool (a temporary file on the command line) instead of the window, each with the line and column it starts
 * at (worked out while its piece of text is still held), and the set's guide walk at its SE reads them back in
 * order. What the walk asks of a set besides its segments in order is kept as they pass: where each tag last
 * occurs (LastOccurrence's look-ahead), the last segment (a missing one is reported there) and the last readable
 * segment of each tag (the totals a set states, CTT01, are read from the last). Memory stays that of a short set.
 */
import type { Place } from '../rules/findings';
import { DetachedSegment, LazySegment, type ElementSplitter } from '../syntax/scan';
import type { Segment, Transaction } from '../model/types';
import type { Spool } from './ack-skeleton';

/**
 * A spilled segment as a line of the spool: position, offset, line and column, then either the index of its
 * reader's splitter, its tag and its own text (a segment read in place: read again lazily with the same splitter), or
 * the segment as a plain object (the few read another way: wrapped, unreadable, the envelope's headers).
 */
export type SpilledSegment =
  | [pos: number, offset: number, line: number, column: number, splitter: number, tag: string, text: string]
  | [pos: number, offset: number, line: number, column: number, splitter: -1, segment: Segment];

/** How a reading in pieces spills long sets: a spool (reused, cleared after each set), and past how many segments. */
export interface SpillOptions {
  spool: () => Spool<SpilledSegment>;
  after: number;
}

/** A segment's own text, its terminator included (element-reader.ts reads the character at `end`). */
const ownText = (s: LazySegment) => s.source.slice(s.start, s.end + 1);

/** A segment that is not read in place, as a plain object with its elements split. */
function plain(s: Segment): Segment {
  const { pos, tag, offset, unreadable, elements, repetitions, source, start, end } = s;
  const text =
    source !== undefined && start !== undefined && end !== undefined
      ? { source: source.slice(start, end + 1), start: 0, end: end - start }
      : {};
  return {
    pos,
    tag,
    offset,
    ...(unreadable && { unreadable }),
    elements,
    ...(repetitions && { repetitions }),
    ...text,
  };
}

/** Whether `s` is read in place from its piece (not a wrapped or unreadable one: those are DetachedSegments). */
const inPlace = (s: Segment): s is LazySegment => s instanceof LazySegment && !(s instanceof DetachedSegment);

/** Segments behind the walk that it never asks for again (checkTotals reads the kept last ones instead). */
const BEHIND: Segment = Object.freeze({ pos: 0, tag: '', offset: -1, unreadable: true, elements: [] });
const RECENT = 64;

export class SetSpill {
  private spool: Spool<SpilledSegment> | undefined;
  /** The last segment added and its index: part of the set only if the set's last index reaches it. */
  private pending: { s: Segment; index: number; at: Place } | undefined;
  private readonly last = new Map<string, number>();
  private readonly lastReadable = new Map<string, { s: Segment; index: number; at: Place }>();
  private final: { s: Segment; index: number; at: Place } | undefined;
  private readonly splitters: ElementSplitter[] = [];
  active = false;

  constructor(private readonly options: SpillOptions) {}

  /**
   * Before the checks of the segment at `index`: spills it when the open set `tx` is spilled, or spills the
   * set so far (from the window) when it has just grown past `after` segments.
   */
  follow(
    tx: Transaction | undefined,
    s: Segment,
    index: number,
    ctx: { held: { at(index: number): Segment | undefined }; locate: (offset: number) => Place },
  ): void {
    if (!tx) return;
    if (this.active) this.add(s, index, ctx.locate(s.offset));
    else if (index - tx.first >= this.options.after)
      for (let i = tx.first; i <= index; i += 1) {
        const held = ctx.held.at(i);
        if (held) this.add(held, i, ctx.locate(held.offset));
      }
  }

  /** Adds the segment at `index` (at `at` in the document) to the spilled set. */
  add(s: Segment, index: number, at: Place): void {
    this.active = true;
    this.commit();
    const spool = (this.spool ??= this.options.spool());
    if (inPlace(s)) {
      const { splitter } = s.reading;
      let k = this.splitters.indexOf(splitter);
      if (k < 0) k = this.splitters.push(splitter) - 1;
      spool.add([s.pos, s.offset, at.line, at.column, k, s.tag, ownText(s)]);
    } else spool.add([s.pos, s.offset, at.line, at.column, -1, plain(s)]);
    this.pending = { s, index, at };
  }

  private commit(): void {
    const p = this.pending;
    if (!p) return;
    this.last.set(p.s.tag, p.index);
    if (!p.s.unreadable) this.lastReadable.set(p.s.tag, p);
    this.final = p;
    this.pending = undefined;
  }

  /**
   * Walks the set: `walk` gets a view of the document's segments by index that reads the spool forward, with
   * where each tag last occurs; `places` learns where the segments it hands out start (for their findings).
   */
  walk(
    tx: Transaction,
    places: Map<number, Place>,
    walk: (segments: readonly Segment[], last: Map<string, number>) => void,
  ): void {
    if (this.pending && this.pending.index <= tx.last) this.commit();
    const kept = new Map<number, { s: Segment; at: Place }>();
    for (const p of [this.final, ...this.lastReadable.values()]) if (p) kept.set(p.index, p);
    for (const { s, at } of kept.values()) places.set(s.offset, at);
    const replay = (this.spool?.replay() ?? [])[Symbol.iterator]();
    const recent = new Map<number, Segment>();
    let next = tx.first;
    let done = false;
    const read = (index: number): Segment | undefined => {
      // The kept ones (the last segment, which a missing one is reported at) without reading on to them.
      const known = recent.get(index) ?? kept.get(index)?.s;
      if (known) return known;
      while (!done && next <= index) {
        const item = replay.next();
        done = item.done === true;
        if (item.done) break;
        const segment = this.segmentOf(item.value);
        recent.set(next, segment);
        places.set(segment.offset, { line: item.value[2], column: item.value[3] });
        const old = next - RECENT;
        const gone = recent.get(old);
        if (gone && !kept.has(old)) places.delete(gone.offset);
        recent.delete(old);
        next += 1;
      }
      return recent.get(index) ?? (index < next ? BEHIND : undefined);
    };
    // Only the walk's indexes are answered from the spool; anything else (none is asked) from an empty array.
    const view = new Proxy<Segment[]>([], {
      get: (target, key, receiver) => {
        const index = typeof key === 'string' ? Number(key) : Number.NaN;
        return Number.isInteger(index) && index >= 0 ? read(index) : Reflect.get(target, key, receiver);
      },
    });
    walk(view, this.last);
    this.reset();
  }

  /** The spilled set's segments read back in order, from its first to its last (stream/long-set.ts). */
  *segments(tx: Transaction): Generator<Segment> {
    let index = tx.first;
    for (const spilled of this.spool?.replay() ?? []) {
      if (index > tx.last) return;
      yield this.segmentOf(spilled);
      index += 1;
    }
  }

  /** A spilled segment read back: read in place again from its own text, or as kept. */
  private segmentOf(spilled: SpilledSegment): Segment {
    if (spilled.length === 6) return spilled[5];
    const [pos, offset, , , k, tag, text] = spilled;
    const splitter = this.splitters[k];
    if (!splitter) throw new Error(`no splitter ${k} for a spilled segment`);
    // Not readSegment: its literals are made in the old generation (scan.ts), these die young.
    return new LazySegment(pos, tag, { text, splitter, base: offset }, 0, text.length - 1);
  }

  /** Lets go of what the set spilled (after its walk, or when it closes unwalked). */
  reset(): void {
    this.spool?.clear();
    this.pending = undefined;
    this.final = undefined;
    this.last.clear();
    this.lastReadable.clear();
    this.splitters.length = 0;
    this.active = false;
  }
}
