/**
 * `northwind-edi convert --to json|xml|csv` of a document read piece by piece: each set's part is written as it
 * closes (its tree made from the stream's window, model/document-tree.ts's transactionTree), each group's and
 * interchange's opening before their first set and their end once they close, with the parts the whole
 * conversion writes (writers/to-json.ts jsonParts, to-xml.ts xmlParts), so the bytes are the same
 * (tests/unit/edi/convert-stream.test.ts). An envelope's part is written when something inside it is, so its
 * keys come from the directories loaded by then: the same, unless an EDIFACT interchange whose messages name
 * no directory we have comes before one whose messages do (the whole conversion names its UNB's elements from
 * the later directory, this one by position). Memory holds the open set, not the document; with `spill`, a set
 * longer than its `after` segments goes to a spool and is written from there as it is read back (long-set.ts).
 */
import { KeyBook } from '../model/element-keys';
import { transactionTree } from '../model/document-tree';
import { ElementReader } from '../syntax/element-reader';
import type { Envelopes } from '../syntax/envelope';
import type { Dictionaries } from '../model/dictionaries';
import type { Group, Interchange, Segment, Transaction } from '../model/types';
import { jsonParts, segmentJson, transactionJson } from '../writers/to-json';
import { transactionXml, xmlParts } from '../writers/to-xml';
import type { SegmentWindow } from './window';
import type { CsvSpooler } from './csv-stream';
import { LongSets, spilledChunks } from './long-set';
import type { SpillOptions } from './set-spill';

export type StreamTarget = 'json' | 'xml' | 'csv';

interface Level<T> {
  it: T;
  /** Its ordinal among its siblings. */
  n: number;
  header: Segment | undefined;
  /** Its trailer, kept when read (the window may let go of it before the level closes). */
  trailer?: Segment;
  written: boolean;
}

/** The levels open. */
interface Open {
  ic: (Level<Interchange> & { una: boolean; reader: ElementReader }) | undefined;
  group: Level<Group> | undefined;
}

export class ConvertObserver {
  /** Chunks written and not yet taken (take()); a set's as its generator, run as they are taken (a set may be huge). */
  private out: (string | Iterable<string>)[] = [];
  private ic: Open['ic'];
  private group: Open['group'];
  private tx: Transaction | undefined;
  private ics = 0;
  private groups = 0;
  private sets = 0;
  private book: KeyBook | undefined;
  private readonly long: LongSets | undefined;

  constructor(
    private readonly to: StreamTarget,
    schema: string,
    private readonly held: SegmentWindow,
    private readonly dictionaries: () => Dictionaries | undefined,
    /** CSV: where each set's rows go (no envelope parts are written). */
    private readonly csv?: CsvSpooler,
    /** Where a set too long to hold goes past its window (long-set.ts); absent, every set is held whole. */
    spill?: SpillOptions,
  ) {
    if (!csv) this.out.push(to === 'json' ? jsonParts.head(schema) : xmlParts.head);
    this.long = spill && new LongSets(spill);
  }

  /** The chunks written since the last call. */
  *take(): Generator<string> {
    const out = this.out;
    this.out = [];
    for (const part of out) {
      if (typeof part === 'string') yield part;
      else yield* part;
    }
  }

  /** The rest, once the document ended (after the stream's end()): a CSV's rows are read back as they go. */
  *finish(): Generator<string> {
    yield* this.take();
    if (this.csv) yield* this.csv.chunks();
    else yield this.to === 'json' ? jsonParts.tail : xmlParts.tail;
  }

  segment(s: Segment, index: number, env: Envelopes): void {
    const at = (i: number | undefined) => (i === undefined ? undefined : i === index ? s : this.held.at(i));
    if (this.group?.it.trailer === index) this.group.trailer = s;
    if (this.ic?.it.trailer === index) this.ic.trailer = s;
    // Before the set may close: the segment that closes it (an SE) is its last (past its last is not read back).
    this.long?.follow(this.tx, s, index, this.held);
    if (this.tx && env.transaction !== this.tx) this.closeSet();
    if (this.ic && env.interchange !== this.ic.it) this.closeInterchange();
    const ic = env.interchange;
    if (ic && !this.ic) {
      const una = ic.standard === 'edifact' && at(ic.header - 1)?.tag === 'UNA';
      const reader = new ElementReader(ic.delimiters);
      this.ic = { it: ic, n: this.ics, header: at(ic.header), written: false, una, reader };
      this.ics += 1;
      this.groups = 0;
    }
    // Groups in the order their interchange holds them (an implicit one too); one closes when the next opens.
    const groups = this.ic?.it.groups ?? [];
    while (this.groups < groups.length) {
      const group = groups[this.groups];
      this.closeGroup();
      if (group) this.group = { it: group, n: this.groups, header: at(group.header), written: false };
      this.groups += 1;
      this.sets = 0;
    }
    if (env.transaction && !this.tx) this.tx = env.transaction;
  }

  end(): void {
    this.closeSet();
    this.closeInterchange();
  }

  private keys(): KeyBook | undefined {
    const d = this.dictionaries();
    if (d && !this.book) this.book = new KeyBook(d);
    return this.book;
  }

  /** An envelope segment's part, with the keys of the directories loaded so far. */
  private envelope(s: Segment | undefined, ic: Interchange, book: KeyBook): string | undefined {
    if (this.to === 'xml') return xmlParts.segment(s, ic, book);
    return s ? segmentJson(s, ic.delimiters, book.keys(ic.standard)) : undefined;
  }

  /** Writes the openings of the interchange and group not written yet. */
  private open(book: KeyBook, ic: Open['ic'], group?: Open['group']): void {
    if (!ic || this.csv) return;
    if (!ic.written) {
      const header = this.envelope(ic.header, ic.it, book);
      this.out.push(
        this.to === 'json'
          ? jsonParts.interchange(ic.n, ic.it, ic.una, header)
          : xmlParts.interchange(ic.it, header ?? ''),
      );
      ic.written = true;
    }
    if (group && !group.written) {
      const header = this.envelope(group.header, ic.it, book);
      this.out.push(this.to === 'json' ? jsonParts.group(group.n, header) : xmlParts.group(header ?? ''));
      group.written = true;
    }
  }

  private closeSet(): void {
    const { tx, ic, group } = this;
    this.tx = undefined;
    const spilled = tx && this.long?.take(tx);
    const book = this.keys();
    const d = this.dictionaries();
    if (!tx || !ic || !group || !book || !d) return spilled?.done();
    this.open(book, ic, group);
    if (spilled) {
      const at = { tx, ic: ic.it, group: group.it, d, reader: ic.reader };
      this.sets += 1;
      if (this.csv) return this.csv.spilled(spilled, at);
      this.out.push(spilledChunks(this.to === 'json', this.sets - 1, spilled, at, book));
      return;
    }
    const { held } = this;
    const entry = transactionTree(held.items, ic.it.standard, group.it, held.local(tx), d, ic.reader);
    this.sets += 1;
    if (this.csv) return this.csv.set(entry, held.items, ic.it);
    const chunks =
      this.to === 'json'
        ? transactionJson(this.sets - 1, entry, held.items, ic.it, d, book)
        : transactionXml(entry, held.items, ic.it, d, book);
    this.out.push(chunks);
  }

  private closeGroup(): void {
    const { group, ic } = this;
    this.group = undefined;
    const book = this.keys();
    if (!group || !ic || !book || this.csv) return;
    this.open(book, ic, group);
    const trailer = this.envelope(group.trailer ?? this.held.at(group.it.trailer ?? -1), ic.it, book);
    this.out.push(this.to === 'json' ? jsonParts.close(trailer) : xmlParts.groupEnd(trailer ?? ''));
  }

  private closeInterchange(): void {
    this.closeGroup();
    const { ic } = this;
    this.ic = undefined;
    const book = this.keys();
    if (!ic || !book || this.csv) return;
    this.open(book, ic);
    const trailer = this.envelope(ic.trailer ?? this.held.at(ic.it.trailer ?? -1), ic.it, book);
    this.out.push(this.to === 'json' ? jsonParts.close(trailer) : xmlParts.interchangeEnd(trailer ?? ''));
  }
}
