/**
 * inspect() for a document fed piece by piece (a 50 MB file read in chunks, standard input): `write` each piece
 * as it comes, cut anywhere (mid-segment, mid-delimiter, between CR and LF), then `end`. It finds the first
 * interchange, reads segments as far as the text so far settles them (syntax/ingest.ts's Ingester), loads the
 * directories their messages name before checking them, and checks each run segment by segment
 * (x12-run.ts, edifact-run.ts), keeping only the open set's segments, the envelope state the trailers and
 * control numbers are checked against, and each set's range. Its findings are those inspect() reports for
 * the whole text: the same codes, messages, lines, columns and positions, the same caps
 * (tests/unit/edi/stream.test.ts, bench/stream-identity.mjs). Memory grows with the largest set, not the file.
 */
import { issueText } from '../rules/messages';
import { Collector, DOCUMENT } from '../rules/findings';
import { Ingester, type Run } from '../syntax/ingest';
import { skipBlank } from '../syntax/scan';
import { ElementReader } from '../syntax/element-reader';
import { noLinks } from '../model/links';
import { addDirectoryNamed, firstInterchange, lineOf, namesDirectoriesIn } from '../inspect';
import type { Dictionaries, DictionaryLoader } from '../model/dictionaries';
import {
  MAX_DOCUMENT_CHARS,
  type InspectOptions,
  type Interchange,
  type ParseResult,
  type Segment,
} from '../model/types';
import type { PerStandard } from '../../standards';
import { CountOrder } from './count-order';
import { EdifactRunStream } from './edifact-run';
import { PieceLines } from './lines';
import type { RunContext, RunStream } from './run-stream';
import { AckSegments } from './ack-segments';
import { AckSkeleton, type SkeletonRecord, type Spool } from './ack-skeleton';
import { SpilledPlaces, type SpillOptions } from './set-spill';
import { SegmentWindow, TransactionRanges } from './window';
import { X12RunStream } from './x12-run';

const runStreams: PerStandard<new (run: Run, ctx: RunContext) => RunStream> = {
  x12: X12RunStream,
  edifact: EdifactRunStream,
};

/** What end() answers: inspect()'s result, its segments and interchanges only when kept for an acknowledgment. */
export type StreamResult = ParseResult & {
  /** The document was not read: not EDI, or too large. */
  refused: boolean;
  /** How many segments it holds. */
  count: number;
};

export class InspectStream {
  private readonly issues: Collector;
  private readonly lines = new PieceLines();
  /** The segments still held: the open set's, and those after it (an observer reads a set it sees close). */
  readonly held = new SegmentWindow();
  /** Sees each segment after its checks, with the levels open then (stream/convert-stream.ts), unless `keep` spools. */
  observer: RunContext['observer'];
  private readonly ranges = new TransactionRanges();
  private readonly ingester: Ingester;
  private readonly interchanges: Interchange[] = [];
  private readonly controls: PerStandard<Set<string>> = { x12: new Set(), edifact: new Set() };
  private readonly ack: AckSegments | undefined;
  private readonly skeleton: AckSkeleton | undefined;
  private dictionaries: Dictionaries | undefined;
  private readonly requested = new Set<string>();
  /** Where the spilled segments a guide walk reads back start (set-spill.ts). */
  private readonly places = new SpilledPlaces();
  /** Text not read yet, and where it starts in the document. */
  private pending = '';
  private base = 0;
  /** Where reading starts in `pending` once the first interchange is found. */
  private start: number | undefined;
  /** After a read that settled nothing, `pending` must grow to this before the next (linear, not quadratic). */
  private waitFor = 0;
  private batch: Segment[] = [];
  private batchRuns: Run[] = [];
  private run: Run | undefined;
  private runStream: RunStream | undefined;
  private lastIndex = -1;
  private firstRun: Run | undefined;
  private length = 0;
  private refusal: 'not-edi' | 'too-large' | undefined;
  /** The phase each code was first counted in, for the counts' key order (count-order.ts). */
  private readonly order: CountOrder;

  constructor(
    private readonly load: DictionaryLoader,
    private readonly options: InspectOptions = {},
    /**
     * Keep what an acknowledgment needs of every interchange, group and set (end()'s segments, interchanges),
     * or write it to a spool as each closes (stream/ack-skeleton.ts, for writers/ack-stream.ts).
     */
    keep: boolean | Spool<SkeletonRecord> = false,
    /** Where X12 sets too long to hold go (set-spill.ts); without, every open set is held whole. */
    private readonly spill?: SpillOptions,
  ) {
    this.issues = new Collector(options.maxFindings);
    this.order = new CountOrder(this.issues.counts);
    this.issues.locate = (offset) => this.places.get(offset) ?? this.lines.locate(offset);
    this.ack = keep === true ? new AckSegments() : undefined;
    this.skeleton = typeof keep === 'object' ? new AckSkeleton(keep, (i) => this.held.at(i)) : undefined;
    this.ingester = new Ingester(
      this.issues,
      (s, run) => {
        this.batch.push(s);
        this.batchRuns.push(run);
      },
      true,
    );
  }

  /** Reads and checks what `text` (the next piece of the document) settles. */
  async write(text: string): Promise<void> {
    if (this.refusal) return;
    this.length += text.length;
    if (this.length > (this.options.maxChars ?? MAX_DOCUMENT_CHARS)) {
      this.refusal = 'too-large';
      this.pending = '';
      return;
    }
    this.pending += text;
    if (this.pending.length >= this.waitFor) await this.read(false);
  }

  /** The document ended: reads and checks the rest, then answers inspect()'s result. */
  async end(): Promise<StreamResult> {
    if (!this.refusal) await this.read(true);
    this.runEnd();
    if (this.refusal) return this.refused();
    const { issues, truncated } = this.issues.finishLocated((index) => this.ranges.setPos(index));
    const first = this.firstRun ?? this.ingester.runs[0];
    return {
      standard: first?.standard,
      delimiters: first?.delimiters,
      segments: this.ack?.segments(this.ingester.count) ?? [],
      interchanges: this.ack ? this.interchanges : [],
      issues,
      truncated,
      counts: this.order.ordered(),
      length: this.length,
      refused: false,
      count: this.ingester.count,
    };
  }

  private refused(): StreamResult {
    const issues = new Collector();
    const max = this.options.maxChars ?? MAX_DOCUMENT_CHARS;
    if (this.refusal === 'too-large')
      issues.add('too-large', DOCUMENT, issueText.tooLarge(`${Math.round(max / 1048576)} MB`));
    else issues.add('not-edi', DOCUMENT, issueText.notEdi);
    const { issues: list, truncated } = issues.finish('', []);
    const result = { standard: undefined, delimiters: undefined, segments: [], interchanges: [] };
    const counts = issues.counts;
    return { ...result, issues: list, truncated, counts, length: this.length, refused: true, count: 0 };
  }

  private runEnd(): void {
    if (!this.runStream) return;
    this.runStream.end(this.lastIndex);
    this.order.runEnded();
  }

  /** Where the first interchange starts (inspect's firstInterchange), once the text so far settles it. */
  private findStart(final: boolean): number | undefined {
    const text = this.pending;
    // detectStandard looks at the first four characters after a byte-order mark and blank lines.
    const head = skipBlank(text, text.charCodeAt(0) === 0xfeff ? 1 : 0);
    if (!final && text.length - head < 4) return undefined;
    const first = firstInterchange(text);
    if (!first) {
      if (final) this.refusal = 'not-edi';
      return undefined;
    }
    if (first.skipped) this.issues.add('segment-unreadable', DOCUMENT, issueText.skipped(lineOf(text, first.start)));
    return first.start;
  }

  private async read(final: boolean): Promise<void> {
    if (this.start === undefined) {
      this.start = this.order.reading(() => this.findStart(final));
      if (this.start === undefined) {
        this.waitFor = this.pending.length * 2;
        return;
      }
    }
    const text = this.pending;
    this.lines.piece(text, this.base);
    const count = this.ingester.count;
    const start = this.start;
    const stop = this.order.reading(() => this.ingester.read(text, start, this.base, final));
    this.lines.advance(text, this.base, this.base + stop);
    this.waitFor = this.ingester.count === count ? text.length * 2 : 0;
    this.pending = text.slice(stop);
    this.base += stop;
    this.start = 0;
    await this.check(final);
  }

  /** The dictionaries loaded so far (every directory the messages read so far name), once a segment was read. */
  get loaded(): Dictionaries | undefined {
    return this.dictionaries;
  }

  /** The dictionaries, with every directory the batch's messages name loaded. */
  private async dictionariesFor(batch: readonly Segment[], runs: readonly Run[]): Promise<Dictionaries> {
    let d = this.dictionaries;
    if (!d) {
      const loaded = await this.load([]);
      d = { ...loaded, edifact: { ...loaded.edifact } };
      this.dictionaries = d;
    }
    this.issues.link = d.link ?? noLinks;
    const ids = new Set<string>();
    const override = this.options.directory;
    const readers = new Map<Run, ElementReader>();
    batch.forEach((s, k) => {
      const run = runs[k];
      if (!run || !namesDirectoriesIn(run.standard)) return;
      if (override) ids.add(override);
      else {
        let reader = readers.get(run);
        if (!reader) readers.set(run, (reader = new ElementReader(run.delimiters)));
        addDirectoryNamed(s, run.standard, ids, reader);
      }
    });
    const fresh = [...ids].filter((id) => !this.requested.has(id));
    if (fresh.length > 0) {
      fresh.forEach((id) => this.requested.add(id));
      Object.assign(d.edifact, (await this.load(fresh)).edifact);
    }
    return d;
  }

  private context(run: Run, dictionaries: Dictionaries): RunContext {
    return {
      issues: this.issues,
      dictionaries,
      options: this.options,
      held: this.held,
      interchanges: this.interchanges,
      interchangeControls: this.controls[run.standard],
      keep: this.ack !== undefined,
      closed: (tx) => this.ranges.add(tx.first, tx.last),
      ...((this.skeleton ?? this.observer) && { observer: this.skeleton ?? this.observer }),
      ...(this.spill && { spill: this.spill }),
      locate: (offset) => this.lines.locate(offset),
      places: this.places,
      guideChecks: (check) => this.order.guides(check),
    };
  }

  /**
   * Checks the segments the last read settled, then lets go of what no check needs any more. The open run's
   * wait while a later segment may still change its delimiters (syntax/ingest.ts's MISMATCH_WINDOW): read
   * whole, every check of a run sees its last delimiters.
   */
  private async check(final: boolean): Promise<void> {
    const unsettled = final ? undefined : this.ingester.unsettled();
    let cut = this.batch.length;
    if (unsettled) while (cut > 0 && this.batchRuns[cut - 1] === unsettled) cut -= 1;
    if (cut === 0) return;
    const { batch, batchRuns } = this;
    this.batch = batch.splice(cut);
    this.batchRuns = batchRuns.splice(cut);
    const dictionaries = await this.dictionariesFor(batch, batchRuns);
    batch.forEach((s, k) => {
      const run = batchRuns[k];
      if (!run) return;
      const index = s.pos - 1;
      if (run !== this.run || !this.runStream) {
        this.runEnd();
        this.run = run;
        this.runStream = new runStreams[run.standard](run, this.context(run, dictionaries));
      }
      this.held.push(s);
      this.ack?.add(s, index);
      this.runStream.segment(s, index);
      this.lastIndex = index;
      this.held.release(this.runStream.keepFrom(index));
    });
    const needed = this.runStream?.keepFrom(this.lastIndex) ?? this.lastIndex;
    const offset = this.held.at(needed)?.offset;
    if (offset !== undefined) this.lines.drop(offset);
    // A run a header opened is kept by the ingester; only the first is still needed (the result's standard).
    const { runs } = this.ingester;
    this.firstRun ??= runs[0];
    if (runs.length > 1) runs.splice(0, runs.length - 1);
  }
}
