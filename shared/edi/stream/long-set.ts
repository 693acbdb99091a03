/**
 * `convert --to json|xml|csv` of a set too long to hold (one 850 of a million PO1 lines): past `after`
 * segments the set goes to a spool as the checks' does (set-spill.ts, which inspect walks its guide from),
 * and when it closes it is read back and written as it is read, its tree built a segment at a time
 * (model/tree-stream.ts) with the parts the whole conversion writes (to-json.ts jsonNode, to-xml.ts xmlNode,
 * to-csv.ts segmentRow), so the bytes are the same. Each long set gets a spool of its own (kept for the next
 * once written): its JSON or XML is read back only when the command takes it, and another long set may have
 * started by then.
 */
import { TreeStream } from '../model/tree-stream';
import type { KeyBook } from '../model/element-keys';
import type { Dictionaries } from '../model/dictionaries';
import type { Group, Interchange, Segment, Transaction } from '../model/types';
import type { ElementReader } from '../syntax/element-reader';
import { jsonNode, segmentJson, transactionJsonHead } from '../writers/to-json';
import { segmentXml, transactionXmlHead, xmlNode } from '../writers/to-xml';
import type { Spool } from './ack-skeleton';
import { SetSpill, type SpilledSegment, type SpillOptions } from './set-spill';

/** Where a long set's segments are written from: where it is, what reads its values. */
export interface SetPlace {
  tx: Transaction;
  ic: Interchange;
  group: Group;
  d: Dictionaries;
  reader: ElementReader;
}

/** A segment of a long set read back, where its tree puts it (the loop ids over it, `PO1/PID`). */
export interface Placed {
  s: Segment;
  index: number;
  path: string;
}

/** A long set's spill, once its set closed: read it back (as often as needed), then let go of it. */
export interface SpilledSet {
  segments(): Iterable<Segment>;
  placed(at: SetPlace): Generator<Placed>;
  done(): void;
}

/** The spilled segments never need their place in the document (findings are the checks' business). */
const NOWHERE = () => ({ line: 0, column: 0 });

/** Output gathered into chunks of about this many parts (batched() joins them further). */
const PARTS = 256;

export class LongSets {
  private readonly free: Spool<SpilledSegment>[] = [];
  private spool: Spool<SpilledSegment> | undefined;
  private spill: SetSpill;

  constructor(private readonly options: SpillOptions) {
    this.spill = this.fresh();
  }

  /** Follows the open set's segment at `index` (`held`: the window that still holds the set's first ones). */
  follow(tx: Transaction | undefined, s: Segment, index: number, held: { at(i: number): Segment | undefined }): void {
    this.spill.follow(tx, s, index, { held, locate: NOWHERE });
  }

  /** The set that just closed, when it was spilled: the next set spills to another spool. */
  take(tx: Transaction): SpilledSet | undefined {
    if (!this.spill.active) return undefined;
    const { spill, spool } = this;
    this.spill = this.fresh();
    return {
      segments: () => spill.segments(tx),
      placed: (at) => placed(spill.segments(tx), at),
      done: () => {
        spill.reset();
        if (spool) this.free.push(spool);
      },
    };
  }

  private fresh(): SetSpill {
    this.spool = undefined;
    return new SetSpill({
      after: this.options.after,
      spool: () => (this.spool ??= this.free.pop() ?? this.options.spool()),
    });
  }
}

/** Each segment with its place in the set's tree, built as they are read. */
function* placed(segments: Iterable<Segment>, at: SetPlace): Generator<Placed> {
  const queue: Placed[] = [];
  const tree: TreeStream = new TreeStream(at.ic.standard, at.group, at.tx, at.d, at.reader, {
    open: () => undefined,
    segment: (s, index) => queue.push({ s, index, path: tree.path() }),
    close: () => undefined,
  });
  let index = at.tx.first;
  for (const s of segments) {
    tree.add(s, index);
    index += 1;
    yield* queue.splice(0);
  }
}

/** A long set's JSON (`t`: its ordinal in its group), or its XML (not `json`), read back as it is written; its spill let go of after. */
export function* spilledChunks(
  json: boolean,
  t: number,
  set: SpilledSet,
  at: SetPlace,
  book: KeyBook,
): Generator<string> {
  const { tx, ic, d } = at;
  const keys = book.keys(ic.standard, tx.version);
  let out: string[] = [json ? transactionJsonHead(t, tx, ic, d) : transactionXmlHead(tx, ic, d)];
  const tree = new TreeStream(ic.standard, at.group, tx, d, at.reader, {
    open: (id, n) => out.push(json ? jsonNode.open(id, n) : xmlNode.open(id)),
    segment: (s, _, n) =>
      out.push(
        json ? jsonNode.segment(segmentJson(s, ic.delimiters, keys), n) : `${segmentXml(s, ic.delimiters, keys)}\n`,
      ),
    close: () => out.push(json ? jsonNode.close : xmlNode.close),
  });
  try {
    let index = tx.first;
    for (const s of set.segments()) {
      tree.add(s, index);
      index += 1;
      if (out.length >= PARTS) {
        yield out.join('');
        out = [];
      }
    }
    tree.end();
    out.push(json ? ']}' : '</transaction>\n');
    yield out.join('');
  } finally {
    set.done();
  }
}
