/**
 * The engine's result as a plain JSON document: what `POST /api/edi/inspect` answers. Envelopes nest
 * (interchanges → groups → transaction sets/messages), each finding carries the acknowledgment codes of its
 * code (finding-codes.ts), and positions are those of Segment.pos. Each set's segments with their elements
 * are in it only on request (`segments: 'all'`): they are the document again, about three times its size as
 * JSON, and are then written out piece by piece (reportJson) rather than held as one string (issue 46).
 */
import { findingCodes, type AckMapping, type FindingCode } from '../rules/finding-codes';
import type {
  Delimiters,
  EnvelopeFields,
  Finding,
  Group,
  GuideUse,
  InspectOptions,
  Interchange,
  ParseResult,
  Segment,
  Transaction,
} from '../model/types';
import type { StandardId } from '../../standards';

export interface ReportSegment {
  pos: number;
  tag: string;
  /** Each element split into its components; a repeated element holds its first occurrence. */
  elements: string[][];
  /** Every occurrence of the elements sent repeated, by element index (0 for the first element). */
  repetitions?: Readonly<Record<number, string[][]>>;
  unreadable?: true;
}

export interface ReportTransaction {
  code: string;
  control: string;
  version?: string;
  /** Positions of its ST/UNH and SE/UNT, and how many segments it holds (both included). */
  header: number;
  trailer: number;
  segmentCount: number;
  /** Every segment with its elements, with `segments: 'all'` only. */
  segments?: ReportSegment[];
}

/** The API's query parameters the report was made with: the engine's options, and whether segments are in it. */
export interface ReportOptions extends InspectOptions {
  segments?: 'all' | 'none';
}

export interface ReportGroup {
  /** False for messages sent without UNG/UNE (or an ST outside any GS). */
  explicit: boolean;
  functionalId: string;
  control: string;
  version: string;
  header?: number;
  trailer?: number;
  transactions: ReportTransaction[];
}

export interface ReportInterchange extends EnvelopeFields {
  standard: StandardId;
  delimiters: Delimiters;
  /** Positions of the ISA/UNB and IEA/UNZ. */
  header: number;
  trailer?: number;
  groups: ReportGroup[];
}

export interface ReportFinding extends Finding {
  acknowledgment: AckMapping;
}

export interface Report {
  standard: StandardId | undefined;
  summary: {
    interchanges: number;
    groups: number;
    transactions: number;
    segments: number;
    errors: number;
    warnings: number;
  };
  interchanges: ReportInterchange[];
  issues: ReportFinding[];
  /** True when findings were left out (at most 100 per code and 1,000 in all, errors first); counts has them all. */
  truncated: boolean;
  counts: Partial<Record<FindingCode, number>>;
  /** Per X12 set code and release: whether one of our guides checked it (its page), or syntax and envelopes only. */
  guides: GuideUse[];
  /** The overrides and findings cap the report was made with (the API's query parameters), as given. */
  options: ReportOptions;
}

const severities = new Map(Object.entries(findingCodes).map(([code, def]) => [code, def.severity]));

const segmentOf = (s: Segment): ReportSegment => ({
  pos: s.pos,
  tag: s.tag,
  elements: s.elements,
  ...(s.repetitions && { repetitions: s.repetitions }),
  ...(s.unreadable && { unreadable: true }),
});

const segmentsOf = (result: ParseResult, first: number, last: number): ReportSegment[] =>
  result.segments.slice(first, last + 1).map(segmentOf);

const positionOf = (result: ParseResult, index: number | undefined) =>
  index === undefined ? undefined : result.segments[index]?.pos;

/** A segment's position (Segment.pos) by its index in the document, undefined past the segments read. */
export type PositionOf = (index: number | undefined) => number | undefined;

/** An interchange's fields in the report, before its groups (writers/report-stream.ts writes them from a spool). */
export const reportInterchange = (
  { header, trailer, ...fields }: Omit<Interchange, 'groups'>,
  at: PositionOf,
): Omit<ReportInterchange, 'groups'> => {
  const trailerPos = at(trailer);
  return { ...fields, header: at(header) ?? 0, ...(trailerPos !== undefined && { trailer: trailerPos }) };
};

/** A group's fields in the report, before its sets. */
export const reportGroup = (g: Omit<Group, 'transactions'>, at: PositionOf): Omit<ReportGroup, 'transactions'> => {
  const header = at(g.header);
  const trailer = at(g.trailer);
  return {
    explicit: g.explicit,
    functionalId: g.functionalId,
    control: g.control,
    version: g.version,
    ...(header !== undefined && { header }),
    ...(trailer !== undefined && { trailer }),
  };
};

/** A set or message in the report, without its segments. */
export const reportTransaction = (
  t: Pick<Transaction, 'code' | 'control' | 'version' | 'first' | 'last'>,
  at: PositionOf,
): ReportTransaction => ({
  code: t.code,
  control: t.control,
  ...(t.version && { version: t.version }),
  header: at(t.first) ?? 0,
  trailer: at(t.last) ?? 0,
  segmentCount: t.last - t.first + 1,
});

/** A finding in the report: with the acknowledgment codes of its code. */
export const reportFinding = (f: Finding): ReportFinding => ({ ...f, acknowledgment: findingCodes[f.code].ack });

/** How many errors and warnings were found, kept in the report or not. */
export function severityCounts(counts: ParseResult['counts']): { errors: number; warnings: number } {
  let errors = 0;
  let warnings = 0;
  for (const [code, n = 0] of Object.entries(counts)) {
    if (severities.get(code) === 'error') errors += n;
    else warnings += n;
  }
  return { errors, warnings };
}

/** The report; every set's segments in it with `segments: 'all'` (reportJson writes that one in pieces). */
export function report(result: ParseResult, options: ReportOptions = {}): Report {
  let groups = 0;
  let transactions = 0;
  const at: PositionOf = (index) => positionOf(result, index);
  const interchanges = result.interchanges.map(({ groups: list, ...ic }): ReportInterchange => {
    groups += list.length;
    return {
      ...reportInterchange(ic, at),
      groups: list.map(({ transactions: sets, ...g }) => {
        transactions += sets.length;
        return {
          ...reportGroup(g, at),
          transactions: sets.map((t) => ({
            ...reportTransaction(t, at),
            ...(options.segments === 'all' && { segments: segmentsOf(result, t.first, t.last) }),
          })),
        };
      }),
    };
  });
  return {
    standard: result.standard,
    summary: {
      interchanges: interchanges.length,
      groups,
      transactions,
      segments: result.segments.length,
      ...severityCounts(result.counts),
    },
    interchanges,
    issues: result.issues.map(reportFinding),
    truncated: result.truncated,
    counts: result.counts,
    guides: result.guides ?? [],
    options,
  };
}

/** Segments per piece of a streamed report (a few hundred KB of JSON). */
const SEGMENTS_PER_PIECE = 2000;

/** `{"a":1,` → the object's JSON open for one more key holding an array: `{"a":1,"key":[`. */
export function openWith(fields: object, key: string): string {
  const json = JSON.stringify(fields);
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${JSON.stringify(key)}:[`;
}

/**
 * The report as JSON text in pieces, the same text as JSON.stringify(report(result, options)): with
 * `segments: 'all'`, each set's segments are written a few thousand at a time, so neither the whole text nor
 * every segment's object is ever held at once.
 */
export function* reportJson(result: ParseResult, options: ReportOptions = {}): Generator<string> {
  if (options.segments !== 'all') {
    yield JSON.stringify(report(result, options));
    return;
  }
  const { interchanges, ...rest } = report(result, { ...options, segments: 'none' });
  const { standard, summary, ...after } = rest;
  yield openWith({ standard, summary }, 'interchanges');
  for (const [i, { groups, ...interchange }] of interchanges.entries()) {
    yield `${i > 0 ? ',' : ''}${openWith(interchange, 'groups')}`;
    for (const [j, { transactions, ...group }] of groups.entries()) {
      yield `${j > 0 ? ',' : ''}${openWith(group, 'transactions')}`;
      const sets = result.interchanges[i]?.groups[j]?.transactions ?? [];
      for (const [k, transaction] of transactions.entries()) {
        yield `${k > 0 ? ',' : ''}${openWith(transaction, 'segments')}`;
        const { first = 0, last = -1 } = sets[k] ?? {};
        for (let from = first; from <= last; from += SEGMENTS_PER_PIECE) {
          const piece = JSON.stringify(segmentsOf(result, from, Math.min(last, from + SEGMENTS_PER_PIECE - 1)));
          yield `${from > first ? ',' : ''}${piece.slice(1, -1)}`;
        }
        yield ']}';
      }
      yield ']}';
    }
    yield ']}';
  }
  yield `],${JSON.stringify({ ...after, options })}`.replace(/^\],\{/, '],');
}
