/**
 * X12 acknowledgments of a read document, from the engine's findings: the 997 (functional), the 999
 * (implementation: the same, with IK3/IK4/IK5, X231A1) and the TA1 (interchange). Each original interchange
 * gets one answer interchange, sender and receiver swapped, with new control numbers; each original group one
 * 997/999 inside one FA group. Every value echoed from the original is one the answer's element allows
 * (AK301 an ID of 2-3 characters, TA102 a real date), and the delimiters are chosen to keep the answer valid.
 */
import {
  findingsByEnvelope,
  type AckFinding,
  type GroupFindings,
  type TransactionFindings,
} from '../rules/ack-findings';
import { chooseDelimiters, seg, serialize, stamp, usedCharacters, type AckSegment } from './ack-writer';
import {
  answerKind,
  answerTrailers,
  digits,
  fit,
  gsSegment,
  impliedRelease,
  isaValues,
  PRINTABLE,
  ta1Segments,
  type AckOptions,
  type GroupFields,
  type X12AckType,
} from './ack-x12-envelope';
import { x12Code, type X12AckKind } from '../rules/finding-codes';
import { businessUnits } from '../syntax/x12-business-units';
import type { ParseResult, Segment } from '../model/types';
import { x12 } from '../syntax/x12-standard';

export { stamp };
export type { AckOptions, X12AckType };

/** AK301/IK301 (an ID of 2 or 3 characters): the tag, or the 2-3 letters and digits an unreadable one starts with. */
export function segmentId(tag: string): string | undefined {
  const run = /^[A-Z0-9]+/.exec(tag)?.[0] ?? '';
  return run.length >= 2 ? run.slice(0, 3) : undefined;
}

/** The document's segment at an index (of those an acknowledgment reads: stream/ack-skeleton.ts keeps only these). */
export type SegmentAt = (index: number) => Segment | undefined;

/** A 999's business unit of the set around `index`: CTX01 of the names X231A1 allows (business-units.ts). */
function businessUnit(at: SegmentAt, t: TransactionFindings, index: number): string[] | undefined {
  const unit = businessUnits[t.transaction.code];
  if (!unit) return undefined;
  const read = (s: Segment | undefined) => {
    if (s?.tag !== unit.tag || s.unreadable) return undefined;
    const value = s.elements[unit.element - 1]?.[0] ?? '';
    return PRINTABLE(1, 35).test(value) ? [unit.name, value] : undefined;
  };
  const { first, last } = t.transaction;
  for (let i = Math.min(index, last); i >= first; i -= 1) {
    const found = read(at(i));
    if (found) return found;
  }
  if (unit.perObject) return undefined;
  for (let i = index + 1; i <= last; i += 1) {
    const found = read(at(i));
    if (found) return found;
  }
  return undefined;
}

export interface SetAnswer {
  segments: AckSegment[];
  accepted: boolean;
}

/** AK2, then AK3/AK4 (IK3/CTX/IK4) per segment in error, then AK5 (IK5), for one set. */
export function setResponse(at: SegmentAt, t: TransactionFindings, kind: X12AckKind): SetAnswer | undefined {
  const is999 = kind === '999';
  const [segTag, elTag, endTag] = is999 ? ['IK3', 'IK4', 'IK5'] : ['AK3', 'AK4', 'AK5'];
  const st = at(t.transaction.first);
  const code = fit(t.transaction.code, /^[A-Z0-9]{3}$/);
  const control = fit(t.transaction.control, PRINTABLE(4, 9, kind !== '997-4010'));
  if (!code || !control) return undefined;
  const st03 = is999 ? fit(st?.elements[2]?.[0], PRINTABLE(1, 35)) : '';
  const out: AckSegment[] = [seg('AK2', code, control, st03)];
  const codeOf = (f: AckFinding) => x12Code(f.ack, kind, f.finding.element);
  // Segment and element findings, by the segment they name (a missing one by its own tag) and its position.
  const bySegment = new Map<string, AckFinding[]>();
  let segmentErrors = false;
  let standardErrors = false;
  for (const f of t.findings) {
    if (f.level !== 'segment' && f.level !== 'element') continue;
    segmentErrors = true;
    if (!codeOf(f)?.startsWith('I')) standardErrors = true;
    const id = segmentId(f.finding.missing ?? f.finding.tag);
    if (!id) continue;
    const key = `${id}@${f.finding.setPos ?? 1}`;
    bySegment.set(key, [...(bySegment.get(key) ?? []), f]);
  }
  for (const [key, list] of bySegment) {
    const [id = '', position = '1'] = key.split('@');
    const segmentCode = list.map((f) => (f.level === 'segment' ? codeOf(f) : undefined)).find(Boolean) ?? '8';
    out.push(seg(segTag, id, position, '', segmentCode));
    if (is999) {
      const unit = businessUnit(at, t, (list[0]?.finding.pos ?? 1) - 1);
      if (unit) out.push(seg('CTX', unit));
    }
    for (const f of list) {
      const c = codeOf(f);
      if (f.level !== 'element' || !c || f.finding.elementPos === undefined) continue;
      const place = [String(f.finding.elementPos), f.finding.componentPos ? String(f.finding.componentPos) : ''];
      out.push(seg(elTag, place, '', c));
    }
  }
  const codes: string[] = [];
  for (const f of t.findings) {
    const c = f.level === 'transaction' ? codeOf(f) : undefined;
    if (c && !codes.includes(c)) codes.push(c);
  }
  // Segments in error: 5, or in a 999 I5 when only the implementation's rules were broken.
  if (segmentErrors) codes.push(is999 && !standardErrors ? 'I5' : '5');
  const rejected = t.findings.length > 0;
  out.push(seg(endTag, rejected ? 'R' : 'A', ...codes.slice(0, 5)));
  return { segments: out, accepted: !rejected };
}

/** The ST and AK1 that open the 997 or 999 answering a group. */
export function groupOpening(group: GroupFields, kind: X12AckKind, setControl: string, release: string): AckSegment[] {
  const is999 = kind === '999';
  // AK103 is required in a 999: the group's GS08, or the release its interchange implies when GS08 is unusable.
  const gs08 = is999 ? fit(group.version, /^[A-Z0-9]{1,12}$/, release) : '';
  return [
    seg('ST', is999 ? '999' : '997', setControl, is999 ? '005010X231A1' : ''),
    seg('AK1', fit(group.functionalId, /^[A-Z]{2}$/, 'ZZ'), fit(group.control, /^\d{1,9}$/, '0'), gs08),
  ];
}

/** A group's AK905 codes, and whether it is rejected as a whole (its own errors, or its interchange's). */
export function groupVerdict(own: readonly AckFinding[], kind: X12AckKind, interchangeRejected: boolean) {
  const codes: string[] = [];
  for (const f of own) {
    const c = f.level === 'group' ? x12Code(f.ack, kind, f.finding.element) : undefined;
    if (c && !codes.includes(c)) codes.push(c);
  }
  return { codes, rejected: interchangeRejected || own.length > 0 };
}

/** The AK9 and SE that close it: `written` segments so far (ST included), `ge01` the count its GE states. */
export function groupClosing(
  verdict: ReturnType<typeof groupVerdict>,
  ge01: string | undefined,
  received: number,
  accepted: number,
  written: number,
  setControl: string,
): AckSegment[] {
  // AK902 is the count GE01 states (a wrong one is what AK905 5 reports), AK903 the sets received.
  const included = fit(ge01, /^\d{1,6}$/, String(received)).replace(/^0+(?=\d)/, '');
  const status = verdict.rejected || (accepted === 0 && received > 0) ? 'R' : accepted < received ? 'P' : 'A';
  return [
    seg('AK9', status, included, String(received), String(accepted), ...verdict.codes.slice(0, 5)),
    seg('SE', String(written + 2), setControl),
  ];
}

/**
 * One 997 or 999 for an original group: AK1, a response per set, AK9. A group rejected as a whole (its own
 * errors, or its interchange's) accepts no set: only the sets with errors of their own are listed.
 */
function groupResponse(
  result: ParseResult,
  g: GroupFindings,
  kind: X12AckKind,
  setControl: string,
  interchange: { rejected: boolean; release: string },
): AckSegment[] {
  const out = groupOpening(g.group, kind, setControl, interchange.release);
  const verdict = groupVerdict(g.own, kind, interchange.rejected);
  let accepted = 0;
  for (const t of g.transactions) {
    const answer = setResponse((i) => result.segments[i], t, kind);
    if (!answer) continue;
    if (answer.accepted && verdict.rejected) continue;
    if (answer.accepted) accepted += 1;
    out.push(...answer.segments);
  }
  const ge01 = g.group.trailer !== undefined ? result.segments[g.group.trailer]?.elements[0]?.[0] : undefined;
  out.push(...groupClosing(verdict, ge01, g.transactions.length, accepted, out.length, setControl));
  return out;
}

/** The 997, 999 or TA1 answering every interchange of `result` (X12 interchanges only), as EDI text. */
export function x12Acknowledgment(result: ParseResult, type: X12AckType, options: AckOptions = {}): string {
  const out: string[] = [];
  let control = options.control ?? 1;
  const now = options.now ?? new Date();
  for (const ic of findingsByEnvelope(result)) {
    const { interchange } = ic;
    if (!x12.owns(interchange)) continue;
    const { version, kind } = answerKind(type, interchange, options);
    const body: AckSegment[] = [];
    if (type === 'TA1') body.push(...ta1Segments(ic, kind, control, now));
    else {
      // A 997 or 999 answers functional groups: an interchange without one has only its TA1.
      const groups = ic.groups.filter((g) => g.group.explicit);
      if (groups.length === 0) continue;
      body.push(gsSegment(interchange, groups[0]?.group, type, version, control, { ...options, now }));
      const context = { rejected: ic.own.length > 0, release: impliedRelease(interchange) };
      groups.forEach((g, i) => body.push(...groupResponse(result, g, kind, digits(i + 1, 4), context)));
      body.push(...answerTrailers(groups.length, control));
    }
    const header = isaValues(ic, control, { ...options, now }, version);
    const d = chooseDelimiters(interchange.delimiters, usedCharacters([header('', ''), ...body]));
    const segments = [header(d.repetition, d.component), ...body];
    out.push(segments.map((s) => `${serialize(s, d)}${d.segment}`).join('\n'));
    control += 1;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
