/**
 * The engine's result as a plain JSON document: what `POST /api/edi/inspect` answers. Envelopes nest
 * (interchanges → groups → transaction sets/messages with their segments), each finding carries the
 * acknowledgment codes of its code (finding-codes.ts), and positions are those of Segment.pos.
 */
import { findingCodes, type AckMapping, type FindingCode } from './finding-codes';
import type { Delimiters, EnvelopeFields, Finding, GuideUse, InspectOptions, ParseResult, Segment } from './types';
import type { StandardId } from '../standards';

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
  segments: ReportSegment[];
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
  options: InspectOptions;
}

const severities = new Map(Object.entries(findingCodes).map(([code, def]) => [code, def.severity]));

const segmentOf = (s: Segment): ReportSegment => ({
  pos: s.pos,
  tag: s.tag,
  elements: s.elements,
  ...(s.repetitions && { repetitions: s.repetitions }),
  ...(s.unreadable && { unreadable: true }),
});

const positionOf = (result: ParseResult, index: number | undefined) =>
  index === undefined ? undefined : result.segments[index]?.pos;

export function report(result: ParseResult, options: InspectOptions = {}): Report {
  let groups = 0;
  let transactions = 0;
  const interchanges = result.interchanges.map(({ groups: list, header, trailer, ...fields }): ReportInterchange => {
    groups += list.length;
    const trailerPos = positionOf(result, trailer);
    return {
      ...fields,
      header: positionOf(result, header) ?? 0,
      ...(trailerPos !== undefined && { trailer: trailerPos }),
      groups: list.map((g) => {
        transactions += g.transactions.length;
        const groupHeader = positionOf(result, g.header);
        const groupTrailer = positionOf(result, g.trailer);
        return {
          explicit: g.explicit,
          functionalId: g.functionalId,
          control: g.control,
          version: g.version,
          ...(groupHeader !== undefined && { header: groupHeader }),
          ...(groupTrailer !== undefined && { trailer: groupTrailer }),
          transactions: g.transactions.map((t) => ({
            code: t.code,
            control: t.control,
            ...(t.version && { version: t.version }),
            segments: result.segments.slice(t.first, t.last + 1).map(segmentOf),
          })),
        };
      }),
    };
  });
  let errors = 0;
  let warnings = 0;
  for (const [code, n = 0] of Object.entries(result.counts)) {
    if (severities.get(code) === 'error') errors += n;
    else warnings += n;
  }
  return {
    standard: result.standard,
    summary: {
      interchanges: interchanges.length,
      groups,
      transactions,
      segments: result.segments.length,
      errors,
      warnings,
    },
    interchanges,
    issues: result.issues.map((f) => ({ ...f, acknowledgment: findingCodes[f.code].ack })),
    truncated: result.truncated,
    counts: result.counts,
    guides: result.guides ?? [],
    options,
  };
}
