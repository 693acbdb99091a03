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
  type InterchangeFindings,
  type TransactionFindings,
} from '../rules/ack-findings';
import { chooseDelimiters, seg, serialize, stamp, type AckSegment } from './ack-writer';
import { isDate, isTime } from '../syntax/dates';
import { x12Code, type X12AckKind } from '../rules/finding-codes';
import { businessUnits } from '../syntax/x12-business-units';
import type { Interchange, ParseResult, Segment } from '../model/types';
import { x12 } from '../syntax/x12-standard';

export { stamp };

export interface AckOptions {
  /** Our sender id and qualifier (ISA06/ISA05, GS02): the original's receiver when absent. */
  sender?: { id: string; qualifier: string };
  receiver?: { id: string; qualifier: string };
  /** The answer's first interchange control number (ISA13/UNB 0020); groups and sets count from 1. */
  control?: number;
  /** ISA15 of the answer: the original's when absent. */
  usage?: 'P' | 'T';
  /** When the answer is made (its ISA09/10, GS04/05, UNB date and time). */
  now?: Date;
  /** The 997's release: the original's (004010 before 005010, else 005010) when absent. A 999 is 005010. */
  release?: '004010' | '005010';
}

export type X12AckType = '997' | '999' | 'TA1';

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);
/** A value echoed into an element of type ID/AN: itself when it fits `pattern`, else `fallback`. */
const fit = (value: string | undefined, pattern: RegExp, fallback = '') =>
  value !== undefined && pattern.test(value) ? value : fallback;
/**
 * An AN value of `min` to `max` characters of the X12 extended character set (005010 adds ^ and `; pyx12's
 * validation.py lists both), not starting or ending with a space.
 */
const PRINTABLE = (min: number, max: number, v5010 = true) =>
  new RegExp(`^(?! )[A-Za-z0-9!"&'()*+,\\-./:;?= %~@\\[\\]_{}\\\\|<>#$${v5010 ? '^`' : ''}]{${min},${max}}(?<! )$`);

/** ISA12 of the answer: 00501 for a 999; else the release asked for, or the original's when X12 defines it. */
function controlVersion(type: X12AckType, ic: Interchange, options: AckOptions): string {
  if (type === '999') return '00501';
  if (type === '997' && options.release) return options.release === '005010' ? '00501' : '00401';
  return /^00[2-8]\d{2}$/.test(ic.version) ? ic.version : '00401';
}

/** AK301/IK301 (an ID of 2 or 3 characters): the tag, or the 2-3 letters and digits an unreadable one starts with. */
export function segmentId(tag: string): string | undefined {
  const run = /^[A-Z0-9]+/.exec(tag)?.[0] ?? '';
  return run.length >= 2 ? run.slice(0, 3) : undefined;
}

/** A 999's business unit of the set around `index`: CTX01 of the names X231A1 allows (business-units.ts). */
function businessUnit(result: ParseResult, t: TransactionFindings, index: number): string[] | undefined {
  const unit = businessUnits[t.transaction.code];
  if (!unit) return undefined;
  const read = (s: Segment | undefined) => {
    if (s?.tag !== unit.tag || s.unreadable) return undefined;
    const value = s.elements[unit.element - 1]?.[0] ?? '';
    return PRINTABLE(1, 35).test(value) ? [unit.name, value] : undefined;
  };
  const { first, last } = t.transaction;
  for (let i = Math.min(index, last); i >= first; i -= 1) {
    const found = read(result.segments[i]);
    if (found) return found;
  }
  if (unit.perObject) return undefined;
  for (let i = index + 1; i <= last; i += 1) {
    const found = read(result.segments[i]);
    if (found) return found;
  }
  return undefined;
}

interface SetAnswer {
  segments: AckSegment[];
  accepted: boolean;
}

/** AK2, then AK3/AK4 (IK3/CTX/IK4) per segment in error, then AK5 (IK5), for one set. */
function setResponse(result: ParseResult, t: TransactionFindings, kind: X12AckKind): SetAnswer | undefined {
  const is999 = kind === '999';
  const [segTag, elTag, endTag] = is999 ? ['IK3', 'IK4', 'IK5'] : ['AK3', 'AK4', 'AK5'];
  const st = result.segments[t.transaction.first];
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
      const unit = businessUnit(result, t, (list[0]?.finding.pos ?? 1) - 1);
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
  const is999 = kind === '999';
  const out: AckSegment[] = [seg('ST', is999 ? '999' : '997', setControl, is999 ? '005010X231A1' : '')];
  // AK103 is required in a 999: the group's GS08, or the release its interchange implies when GS08 is unusable.
  const gs08 = is999 ? fit(g.group.version, /^[A-Z0-9]{1,12}$/, interchange.release) : '';
  out.push(seg('AK1', fit(g.group.functionalId, /^[A-Z]{2}$/, 'ZZ'), fit(g.group.control, /^\d{1,9}$/, '0'), gs08));
  const groupCodes: string[] = [];
  for (const f of g.own) {
    const c = f.level === 'group' ? x12Code(f.ack, kind, f.finding.element) : undefined;
    if (c && !groupCodes.includes(c)) groupCodes.push(c);
  }
  const groupRejected = interchange.rejected || g.own.length > 0;
  let accepted = 0;
  for (const t of g.transactions) {
    const answer = setResponse(result, t, kind);
    if (!answer) continue;
    if (answer.accepted && groupRejected) continue;
    if (answer.accepted) accepted += 1;
    out.push(...answer.segments);
  }
  const received = g.transactions.length;
  // AK902 is the count GE01 states (a wrong one is what AK905 5 reports), AK903 the sets received.
  const ge01 = g.group.trailer !== undefined ? result.segments[g.group.trailer]?.elements[0]?.[0] : undefined;
  const included = fit(ge01, /^\d{1,6}$/, String(received)).replace(/^0+(?=\d)/, '');
  const status = groupRejected || (accepted === 0 && received > 0) ? 'R' : accepted < received ? 'P' : 'A';
  out.push(seg('AK9', status, included, String(received), String(accepted), ...groupCodes.slice(0, 5)));
  out.push(seg('SE', String(out.length + 1), setControl));
  return out;
}

/** The interchange header of an answer: sender and receiver swapped (or as given), our control number. */
function isaValues(ic: InterchangeFindings, control: number, options: AckOptions, version: string) {
  const { interchange } = ic;
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  // A qualifier the original got wrong (ISA05, ISA07) is not echoed: ZZ (mutually defined) stands in.
  const bad = new Set(ic.own.map((f) => f.finding.element));
  const qualifier = (q: string, element: string) => (bad.has(element) ? 'ZZ' : fit(q, /^[A-Z0-9]{2}$/, 'ZZ'));
  const sender = options.sender ?? {
    id: interchange.receiver,
    qualifier: qualifier(interchange.receiverQualifier, 'ISA07'),
  };
  const receiver = options.receiver ?? {
    id: interchange.sender,
    qualifier: qualifier(interchange.senderQualifier, 'ISA05'),
  };
  return (rep: string, component: string) =>
    seg(
      'ISA',
      '00',
      pad('', 10),
      '00',
      pad('', 10),
      fit(sender.qualifier, /^[A-Z0-9]{2}$/, 'ZZ'),
      pad(sender.id.trim(), 15),
      fit(receiver.qualifier, /^[A-Z0-9]{2}$/, 'ZZ'),
      pad(receiver.id.trim(), 15),
      ccyymmdd.slice(2),
      hhmm,
      version >= '00402' ? rep : 'U',
      version,
      digits(control, 9),
      '0',
      options.usage ?? (interchange.test ? 'T' : 'P'),
      component,
    );
}

/** The 997, 999 or TA1 answering every interchange of `result` (X12 interchanges only), as EDI text. */
export function x12Acknowledgment(result: ParseResult, type: X12AckType, options: AckOptions = {}): string {
  const out: string[] = [];
  let control = options.control ?? 1;
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  for (const ic of findingsByEnvelope(result)) {
    const { interchange } = ic;
    if (!x12.owns(interchange)) continue;
    const version = controlVersion(type, interchange, options);
    const kind: X12AckKind = type === '999' ? '999' : version < '00501' ? '997-4010' : '997';
    const body: AckSegment[] = [];
    const rejected = ic.own.length > 0;
    if (type === 'TA1') {
      // TA105 codes of the interchange's own findings; a segment error outside any set is invalid content (024).
      const codes = ic.own.flatMap((f) =>
        f.level === 'interchange' ? (x12Code(f.ack, kind, f.finding.element) ?? []) : [],
      );
      // TA101-TA103 name the original by its ISA13, ISA09 and ISA10; a value that is not one is ours.
      body.push(
        seg(
          'TA1',
          fit(interchange.control, /^\d{9}$/, '000000000'),
          isDate(interchange.date) && interchange.date.length === 6 ? interchange.date : ccyymmdd.slice(2),
          isTime(interchange.time) && interchange.time.length === 4 ? interchange.time : hhmm,
          rejected ? 'R' : 'A',
          rejected ? (codes[0] ?? '024') : '000',
        ),
        seg('IEA', '0', digits(control, 9)),
      );
    } else {
      // A 997 or 999 answers functional groups: an interchange without one has only its TA1.
      const groups = ic.groups.filter((g) => g.group.explicit);
      if (groups.length === 0) continue;
      const first = groups[0]?.group;
      const text = PRINTABLE(2, 15, version >= '00501');
      const party = (id: string | undefined, isaId: string) => fit(id, text, fit(isaId.trim(), text, 'UNKNOWN'));
      const gs08 = type === '999' ? '005010X231A1' : `${version}0`;
      const sender = options.sender?.id ?? interchange.receiver;
      const receiver = options.receiver?.id ?? interchange.sender;
      body.push(
        seg(
          'GS',
          'FA',
          party(first?.receiver, sender),
          party(first?.sender, receiver),
          ccyymmdd,
          hhmm,
          String(control),
          'X',
          gs08,
        ),
      );
      const context = {
        rejected,
        release: /^00[2-8]\d{2}$/.test(interchange.version) ? `${interchange.version}0` : '005010',
      };
      groups.forEach((g, i) => body.push(...groupResponse(result, g, kind, digits(i + 1, 4), context)));
      body.push(seg('GE', String(groups.length), String(control)), seg('IEA', '1', digits(control, 9)));
    }
    const header = isaValues(ic, control, options, version);
    const d = chooseDelimiters(interchange.delimiters, [header('', ''), ...body]);
    const segments = [header(d.repetition, d.component), ...body];
    out.push(segments.map((s) => `${serialize(s, d)}${d.segment}`).join('\n'));
    control += 1;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
