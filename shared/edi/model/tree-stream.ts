/**
 * The tree of one set (document-tree.ts's transactionTree) built a segment at a time, for a set too long to
 * hold (stream/long-set.ts): each segment goes where transactionTree's nest puts it, and the tree is handed
 * out as it grows, depth first, as loops opening, segments and loops closing. transactionTree's two steps
 * are decided on what came before only, so they work forward: nest closes a loop at the first segment it
 * cannot hold, and nestHierarchy places a top-level HL loop by its HL02 when it opens (the HL loops it
 * leaves open stay open in the output until a node that does not go under them). The same tree, node for
 * node (tests/unit/edi/convert-stream.test.ts writes both).
 */
import { isLoopShape, levelOf, MAX_HL_DEPTH, nestsByParent, shapesOf, tagsOf, type Shape } from './document-tree';
import type { Dictionaries } from './dictionaries';
import type { ElementReader } from '../syntax/element-reader';
import type { Group, Segment, Transaction } from './types';
import type { StandardId } from '../../standards';

/** Where the tree goes: `n` is a node's place among its siblings (its JSON's comma). */
export interface TreeSink {
  open(id: string, n: number): void;
  segment(s: Segment, index: number, n: number): void;
  close(): void;
}

/** A level of the nest being walked: transactionTree's `walk` call, its locals kept between segments. */
interface Frame {
  children: Shape[];
  from: number;
  cursor: number;
  reps: number;
  top: boolean;
  /** A top-level HL loop: its end in the nest is not its end in the output (nestHierarchy). */
  byParent: boolean;
}

const frame = (children: Shape[], from: number, top: boolean, byParent: boolean): Frame => ({
  children,
  from,
  cursor: from,
  reps: 0,
  top,
  byParent,
});

export class TreeStream {
  private readonly shapes: Shape[] | undefined;
  private readonly known: Set<string>;
  private readonly frames: Frame[];
  /** The output's open containers, the set's own first: how many nodes each holds so far, and its loop id. */
  private readonly counts = [0];
  private readonly ids: string[] = [];
  /** The top-level HL loops open in the output (nestHierarchy's `open`), by their HL01. */
  private readonly levels: string[] = [];
  private readonly byParent: boolean;

  constructor(
    standard: StandardId,
    group: Group,
    tx: Transaction,
    d: Dictionaries,
    private readonly reader: ElementReader,
    private readonly sink: TreeSink,
  ) {
    this.shapes = shapesOf[standard](group, tx, d);
    this.known = this.shapes ? tagsOf(this.shapes) : new Set();
    this.frames = [frame(this.shapes ?? [], 0, true, false)];
    this.byParent = nestsByParent[standard];
  }

  /** The loop ids the next segment would be written under (`PO1/PID`'s loops), for CSV's rows. */
  path(): string {
    return this.ids.join('/');
  }

  /** The next segment of the set (index: its document index). */
  add(s: Segment, index: number): void {
    if (!this.shapes) return this.put(s, index);
    for (;;) {
      const f = this.frames[this.frames.length - 1];
      if (!f) return;
      const { triggers, laterSibling } = levelOf(f.children);
      let k = s.unreadable || !this.known.has(s.tag) ? -2 : triggers.indexOf(s.tag, f.cursor);
      // A repeat past the maximum belongs to a later sibling with the same first segment, when there is one.
      if (k === f.cursor && k >= f.from && f.reps >= (f.children[k]?.max || Infinity) && laterSibling[k])
        k = triggers.indexOf(s.tag, k + 1);
      if (k === -2 || (k < 0 && f.top)) {
        if (f.top) this.place(undefined);
        return this.put(s, index);
      }
      if (k < 0) {
        this.frames.pop();
        if (!f.byParent) this.closeOne();
        continue;
      }
      f.reps = k === f.cursor ? f.reps + 1 : 1;
      f.cursor = k;
      const shape = f.children[k];
      if (shape && isLoopShape(shape)) {
        const byParent = f.top && this.byParent && shape.id === 'HL';
        if (f.top) this.place(byParent ? s : undefined);
        this.openOne(shape.id);
        this.put(s, index);
        this.frames.push(frame(shape.children, 1, false, byParent));
      } else {
        if (f.top) this.place(undefined);
        this.put(s, index);
      }
      return;
    }
  }

  /** The set ended: every loop still open closes. */
  end(): void {
    while (this.frames.length > 1) {
      const f = this.frames.pop();
      if (!f?.byParent) this.closeOne();
    }
    this.place(undefined);
  }

  /**
   * A top-level node opens (`hl`: the HL segment of an HL loop): the HL loops open in the output that it
   * does not go under close (nestHierarchy: under the latest open HL its HL02 names, up to MAX_HL_DEPTH).
   */
  private place(hl: Segment | undefined): void {
    let keep = 0;
    let id = '';
    if (hl) {
      this.reader.read(hl);
      id = this.reader.value(0, 0);
      const parent = this.reader.value(1, 0);
      let at = this.levels.length - 1;
      while (at >= 0 && this.levels[at] !== parent) at -= 1;
      if (parent && at >= 0 && at < MAX_HL_DEPTH - 1) keep = at + 1;
    }
    while (this.levels.length > keep) {
      this.levels.pop();
      this.closeOne();
    }
    if (hl) this.levels.push(id);
  }

  private put(s: Segment, index: number): void {
    const last = this.counts.length - 1;
    const n = this.counts[last] ?? 0;
    this.counts[last] = n + 1;
    this.sink.segment(s, index, n);
  }

  private openOne(id: string): void {
    const last = this.counts.length - 1;
    const n = this.counts[last] ?? 0;
    this.counts[last] = n + 1;
    this.sink.open(id, n);
    this.counts.push(0);
    this.ids.push(id);
  }

  private closeOne(): void {
    this.counts.pop();
    this.ids.pop();
    this.sink.close();
  }
}
