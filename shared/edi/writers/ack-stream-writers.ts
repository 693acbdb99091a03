/**
 * The second reading of ack-stream.ts: the X12 997/999/TA1 and the CONTRL written record by record, with the
 * same pieces ack-x12.ts and ack-contrl.ts build the whole answer from. A set's answer goes to the answer
 * spool when its record comes; an interchange's answer is written out when its record (the last) comes.
 */
import type { AckFinding, InterchangeFindings } from '../rules/ack-findings';
import type { GroupRecord, SetRecord, SkeletonRecord, Spool } from '../stream/ack-skeleton';
import type { AckType } from '../model/ack-types';
import type { Segment } from '../model/types';
import { businessUnits } from '../syntax/x12-business-units';
import { x12 } from '../syntax/x12-standard';
import { chooseDelimiters, seg, serialize, usedCharacters, type AckSegment } from './ack-writer';
import {
  answerKind,
  answerTrailers,
  digits,
  gsSegment,
  impliedRelease,
  isaValues,
  ta1Segments,
  type AckOptions,
} from './ack-x12-envelope';
import { groupClosing, groupOpening, groupVerdict, setResponse, type SegmentAt } from './ack-x12';
import { contrlEnvelope, messageResponse, ucfSegment } from './ack-contrl';
import { transactionOf, type FindingLevels } from './ack-stream-levels';

/** One segment of an answer, in its part (a CONTRL: 0 messages without a group, 1 the groups). */
export interface Answer {
  p: number;
  s: AckSegment;
}

/** The segments of a set a 999 reads (its ST's ST03, its business units), from the set's record. */
function segmentsOf(r: SetRecord): SegmentAt {
  let units: Map<number, Segment> | undefined;
  return (i) => {
    if (i === r.first)
      return { pos: i + 1, tag: 'ST', offset: 0, elements: [[], [], r.st03 === undefined ? [] : [r.st03]] };
    units ??= new Map(
      r.units.map(([index, tag, value]) => {
        const elements = Array.from({ length: businessUnits[r.code]?.element ?? 1 }, (): string[] => []);
        elements[elements.length - 1] = [value];
        return [index, { pos: index + 1, tag, offset: 0, elements }];
      }),
    );
    return units.get(i);
  };
}

/** Text in pieces of about 64 KB. */
class Pieces {
  private text = '';
  add(line: string): string | undefined {
    this.text += line;
    if (this.text.length < 65536) return undefined;
    const piece = this.text;
    this.text = '';
    return piece;
  }
  rest(): string {
    const piece = this.text;
    this.text = '';
    return piece;
  }
}

interface OpenGroup {
  g: number;
  verdict: ReturnType<typeof groupVerdict>;
  setControl: string;
  accepted: number;
  written: number;
}

export function* writeX12(
  levels: FindingLevels,
  skeleton: Spool<SkeletonRecord>,
  type: AckType,
  out: Spool<Answer>,
  options: AckOptions & { now: Date },
): Generator<string> {
  if (type === 'CONTRL') return;
  let control = options.control ?? 1;
  const pieces = new Pieces();
  let current:
    { i: number; ic: InterchangeFindings; version: string; kind: ReturnType<typeof answerKind>['kind'] } | undefined;
  let group: OpenGroup | undefined;
  let groups = 0;
  const used = new Set<string>();
  const emit = (segments: readonly AckSegment[]) => {
    usedCharacters(segments, used);
    for (const s of segments) out.add({ p: 0, s });
  };
  /** The interchange `i`, when a 997 or 999 answers it. */
  const answering = (i: number) => {
    if (current?.i === i) return current;
    const ic = levels.interchanges.get(i);
    if (!ic || !x12.owns(ic.interchange)) return undefined;
    current = { i, ic, ...answerKind(type, ic.interchange, options) };
    return current;
  };
  const open = (r: GroupRecord): OpenGroup | undefined => {
    const answer = type === 'TA1' || !r.explicit ? undefined : answering(r.i);
    if (!answer) return undefined;
    if (group?.g === r.g) return group;
    const { interchange } = answer.ic;
    if (groups === 0) emit([gsSegment(interchange, r, type, answer.version, control, options)]);
    groups += 1;
    const setControl = digits(groups, 4);
    const opening = groupOpening(r, answer.kind, setControl, impliedRelease(interchange));
    emit(opening);
    const own = levels.groups.get(r.g) ?? [];
    const verdict = groupVerdict(own, answer.kind, answer.ic.own.length > 0);
    group = { g: r.g, verdict, setControl, accepted: 0, written: opening.length };
    return group;
  };
  let ordinal = -1;
  for (const r of skeleton.replay()) {
    if (r.k === 's') {
      ordinal += 1;
      const g = levels.groupRecords[r.g];
      const answer = g ? open(g) : undefined;
      if (!answer || !current) continue;
      const findings: AckFinding[] = levels.sets.get(ordinal) ?? [];
      const set = setResponse(segmentsOf(r), { transaction: transactionOf(r), findings }, current.kind);
      if (!set || (set.accepted && answer.verdict.rejected)) continue;
      if (set.accepted) answer.accepted += 1;
      emit(set.segments);
      answer.written += set.segments.length;
    } else if (r.k === 'g') {
      const answer = open(r);
      group = undefined;
      if (answer)
        emit(groupClosing(answer.verdict, r.count, r.sets, answer.accepted, answer.written, answer.setControl));
    } else {
      const answer = answering(r.i);
      if (answer && type === 'TA1') emit(ta1Segments(answer.ic, answer.kind, control, options.now));
      else if (answer && groups > 0) emit(answerTrailers(groups, control));
      if (answer && (type === 'TA1' || groups > 0)) {
        const header = isaValues(answer.ic, control, options, answer.version);
        const d = chooseDelimiters(answer.ic.interchange.delimiters, usedCharacters([header('', '')], used));
        const line = (s: AckSegment) => `${serialize(s, d)}${d.segment}\n`;
        const first = pieces.add(line(header(d.repetition, d.component)));
        if (first) yield first;
        for (const { s } of out.replay()) {
          const piece = pieces.add(line(s));
          if (piece) yield piece;
        }
        control += 1;
      }
      out.clear();
      used.clear();
      groups = 0;
      group = undefined;
      current = undefined;
    }
  }
  const rest = pieces.rest();
  if (rest) yield rest;
}

export function* writeContrl(
  levels: FindingLevels,
  skeleton: Spool<SkeletonRecord>,
  _type: AckType,
  out: Spool<Answer>,
  options: AckOptions & { now: Date },
): Generator<string> {
  let control = options.control ?? 1;
  const pieces = new Pieces();
  let current: { i: number; envelope: NonNullable<ReturnType<typeof contrlEnvelope>> } | undefined;
  let group: { g: number; rejected: boolean; listed: boolean } | undefined;
  let count = 0;
  const emit = (p: number, segments: readonly AckSegment[]) => {
    for (const s of segments) out.add({ p, s });
    count += segments.length;
  };
  const answering = (i: number) => {
    if (current?.i === i) return current;
    const ic = levels.interchanges.get(i);
    const envelope = ic && contrlEnvelope(ic, control, options);
    current = envelope ? { i, envelope } : undefined;
    return current;
  };
  const open = (r: GroupRecord) => {
    if (group?.g === r.g) return group;
    const interchangeRejected = current?.envelope.rejected ?? false;
    const own = (levels.groups.get(r.g) ?? []).filter((f) => f.ack.edifact);
    const rejected = interchangeRejected || own.length > 0;
    // Under a rejected interchange a group with nothing of its own to report is left out.
    const listed = !(interchangeRejected && own.length === 0 && !levels.reported.has(r.g));
    if (listed) emit(1, [ucfSegment(r, own, rejected)]);
    group = { g: r.g, rejected, listed };
    return group;
  };
  let ordinal = -1;
  for (const r of skeleton.replay()) {
    if (r.k === 's') {
      ordinal += 1;
      const g = levels.groupRecords[r.g];
      if (!g || !answering(g.i)) continue;
      const parent = g.explicit ? open(g) : undefined;
      if (parent && !parent.listed) continue;
      const findings = levels.sets.get(ordinal) ?? [];
      const rejected = parent ? parent.rejected : (current?.envelope.rejected ?? false);
      const message = messageResponse({ transaction: transactionOf(r), findings }, rejected);
      if (message) emit(parent ? 1 : 0, message);
    } else if (r.k === 'g') {
      if (r.explicit && answering(r.i)) open(r);
      group = undefined;
    } else {
      const answer = answering(r.i);
      if (answer) {
        const { envelope } = answer;
        const lines = [envelope.una, envelope.text(envelope.unb), ...envelope.opening.map(envelope.text)];
        for (const line of lines) {
          const piece = pieces.add(`${line}\n`);
          if (piece) yield piece;
        }
        for (const part of [0, 1])
          for (const { p, s } of out.replay()) {
            const piece = p === part ? pieces.add(`${envelope.text(s)}\n`) : undefined;
            if (piece) yield piece;
          }
        const unt = seg('UNT', String(envelope.opening.length + count + 1), '1');
        for (const s of [unt, envelope.unz]) {
          const piece = pieces.add(`${envelope.text(s)}\n`);
          if (piece) yield piece;
        }
        control += 1;
      }
      out.clear();
      count = 0;
      group = undefined;
      current = undefined;
    }
  }
  const rest = pieces.rest();
  if (rest) yield rest;
}
