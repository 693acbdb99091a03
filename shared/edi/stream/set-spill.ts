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
import type { Indexed } from '../model/structure-levels';
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

/**
 * Where the spilled segments a walk reads back start, by document offset: those it read last (a ring of RECENT)
 * and the kept ones. Not a Map set and deleted per segment: a Map so churned is copied whole every RECENT
 * entries, in the old generation once it lives there (2 MB garbage per young collection in a huge message's walk).
 */
export class SpilledPlaces {
  private readonly kept = new Map<number, Place>();
  private readonly offsets = new Float64Array(RECENT).fill(-1);
  private readonly lines = new Int32Array(RECENT);
  private readonly columns = new Int32Array(RECENT);

  get(offset: number): Place | undefined {
    const kept = this.kept.get(offset);
    if (kept) return kept;
    const k = this.offsets.indexOf(offset);
    return k < 0 ? undefined : { line: this.lines[k] ?? 0, column: this.columns[k] ?? 0 };
  }

  keep(offset: number, at: Place): void {
    this.kept.set(offset, at);
  }

  /** The segment read back as the walk's `index`th: it takes the place of the one RECENT before. */
  passing(index: number, offset: number, line: number, column: number): void {
    const k = index % RECENT;
    this.offsets[k] = offset;
    this.lines[k] = line;
    this.columns[k] = column;
  }

  clear(): void {
    this.kept.clear();
    this.offsets.fill(-1);
  }
}

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
    places: SpilledPlaces,
    walk: (segments: Indexed<Segment>, last: Map<string, number>) => void,
  ): void {
    if (this.pending && this.pending.index <= tx.last) this.commit();
    const kept = new Map<number, { s: Segment; at: Place }>();
    for (const p of [this.final, ...this.lastReadable.values()]) if (p) kept.set(p.index, p);
    for (const { s, at } of kept.values()) places.keep(s.offset, at);
    const replay = (this.spool?.replay() ?? [])[Symbol.iterator]();
    // The last RECENT segments read, by index modulo RECENT (a ring, for the reason SpilledPlaces gives).
    const recent = Array.from<Segment | undefined>({ length: RECENT });
    const recentAt = new Float64Array(RECENT).fill(-1);
    const held = (index: number) => (recentAt[index % RECENT] === index ? recent[index % RECENT] : undefined);
    let next = tx.first;
    let done = false;
    const read = (index: number): Segment | undefined => {
      // The kept ones (the last segment, which a missing one is reported at) without reading on to them.
      const known = held(index) ?? kept.get(index)?.s;
      if (known) return known;
      while (!done && next <= index) {
        const item = replay.next();
        done = item.done === true;
        if (item.done) break;
        const segment = this.segmentOf(item.value);
        recent[next % RECENT] = segment;
        recentAt[next % RECENT] = next;
        places.passing(next, segment.offset, item.value[2], item.value[3]);
        next += 1;
      }
      return held(index) ?? (index < next ? BEHIND : undefined);
    };
    walk({ at: read }, this.last);
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
