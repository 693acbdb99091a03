/**
 * The API's report (writers/report.ts) of a document read in pieces (stream/inspect-stream.ts), written as
 * JSON text in pieces: the same text as JSON.stringify(report(inspect(text), options)). Interchanges, groups
 * and sets are spooled as each closes (stream/ack-skeleton.ts's records, one spool per level), because the
 * summary that comes first counts them and an interchange's trailer comes before its groups; once the
 * document is read, the three spools are read back side by side, each set under its group under its
 * interchange. The findings are not spooled: the Collector (rules/findings.ts) keeps at most 100 of each code
 * and the report at most 1,000, however many the document holds (the rest are only counted).
 */
import type { GroupRecord, InterchangeRecord, SetRecord, SkeletonRecord, Spool } from '../stream/ack-skeleton';
import type { StreamResult } from '../stream/inspect-stream';
import { GuideTally } from '../load/x12-guides';
import type { GuideBook } from '../model/guide';
import type { Linker } from '../model/links';
import type { UserGuide } from '../model/types';
import {
  openWith,
  reportFinding,
  reportGroup,
  reportInterchange,
  reportTransaction,
  severityCounts,
  type PositionOf,
  type ReportOptions,
} from './report';

/** What a set's entry in the report needs (its group's ordinal ties it to its group). */
export type ReportSet = Pick<SetRecord, 'g' | 'code' | 'control' | 'version' | 'first' | 'last'>;

/**
 * The acknowledgment skeleton's records (stream/ack-skeleton.ts) sorted into one spool per level, each in
 * document order, and counted for the summary. Given to InspectStream as the spool it keeps them in.
 */
export class ReportLevels implements Spool<SkeletonRecord> {
  interchangeCount = 0;
  groupCount = 0;
  setCount = 0;

  constructor(
    readonly interchanges: Spool<InterchangeRecord>,
    readonly groups: Spool<GroupRecord>,
    readonly sets: Spool<ReportSet>,
  ) {}

  add(record: SkeletonRecord): void {
    if (record.k === 'i') {
      this.interchangeCount += 1;
      this.interchanges.add(record);
    } else if (record.k === 'g') {
      this.groupCount += 1;
      this.setCount += record.sets;
      this.groups.add(record);
    } else {
      // The business units and ST03 an acknowledgment reads are no part of the report.
      const { g, code, control, version, first, last } = record;
      this.sets.add({ g, code, control, ...(version !== undefined && { version }), first, last });
    }
  }

  /** Every record, level by level (not in document order: reportChunks reads the levels side by side). */
  *replay(): Generator<SkeletonRecord> {
    yield* this.interchanges.replay();
    yield* this.groups.replay();
    for (const set of this.sets.replay()) yield { k: 's', units: [], ...set };
  }

  clear(): void {
    this.interchanges.clear();
    this.groups.clear();
    this.sets.clear();
    this.interchangeCount = this.groupCount = this.setCount = 0;
  }
}

/** A spool read one record ahead, so that a reader sees whether the next belongs to the level it writes. */
class Cursor<T> {
  private readonly items: Iterator<T>;
  private head: IteratorResult<T>;

  constructor(items: Iterable<T>) {
    this.items = items[Symbol.iterator]();
    this.head = this.items.next();
  }

  /** The next record while `belongs` says it belongs here; records before it that belong nowhere are skipped. */
  next(belongs: (item: T) => number): T | undefined {
    while (!this.head.done && belongs(this.head.value) < 0) this.head = this.items.next();
    if (this.head.done || belongs(this.head.value) > 0) return undefined;
    const { value } = this.head;
    this.head = this.items.next();
    return value;
  }
}

/**
 * What the report's guides are counted with: the guide book, the linker that names a guide's page, and the
 * partner's guide the inspection checked with (InspectOptions.userGuide, not in the report's options).
 */
export interface ReportGuides {
  book: GuideBook;
  link?: Linker;
  userGuide?: UserGuide;
}

/**
 * The report's JSON text in pieces (a few hundred bytes each; batch them for writing). `result` is the
 * streamed inspection's end() with `levels` as its skeleton's spool; `options` the report's (as report()).
 */
export function* reportChunks(
  result: StreamResult,
  levels: ReportLevels,
  options: ReportOptions,
  guides: ReportGuides,
): Generator<string> {
  const { count } = result;
  const at: PositionOf = (index) => (index !== undefined && index >= 0 && index < count ? index + 1 : undefined);
  const summary = {
    interchanges: levels.interchangeCount,
    groups: levels.groupCount,
    transactions: levels.setCount,
    segments: count,
    ...severityCounts(result.counts),
  };
  yield openWith({ standard: result.standard, summary }, 'interchanges');
  const tally = new GuideTally(guides.book, options.guide, guides.userGuide, guides.link);
  const groups = new Cursor(levels.groups.replay());
  const sets = new Cursor(levels.sets.replay());
  let i = 0;
  for (const { k: _k, i: ordinal, headerTag: _tag, ...ic } of levels.interchanges.replay()) {
    yield `${i > 0 ? ',' : ''}${openWith(reportInterchange(ic, at), 'groups')}`;
    i += 1;
    let j = 0;
    for (let g = groups.next((r) => r.i - ordinal); g; g = groups.next((r) => r.i - ordinal)) {
      const { g: group } = g;
      yield `${j > 0 ? ',' : ''}${openWith(reportGroup(g, at), 'transactions')}`;
      j += 1;
      let k = 0;
      for (let s = sets.next((r) => r.g - group); s; s = sets.next((r) => r.g - group)) {
        tally.add(ic, g, s.code);
        yield `${k > 0 ? ',' : ''}${JSON.stringify(reportTransaction(s, at))}`;
        k += 1;
      }
      yield ']}';
    }
    yield ']}';
  }
  const rest = {
    issues: result.issues.map(reportFinding),
    truncated: result.truncated,
    counts: result.counts,
    guides: tally.list(),
    options,
  };
  yield `],${JSON.stringify(rest).slice(1)}`;
}
