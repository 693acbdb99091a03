/**
 * X12 acknowledgments of a read document, from the engine's findings: the 997 (functional), the 999
 * (implementation: the same, with IK3/IK4/IK5) and the TA1 (interchange). Each original interchange gets
 * one answer interchange, sender and receiver swapped, with new control numbers; each original group one
 * 997/999 inside one FA group. Positions are those the findings carry (setPos from ST as AK3 counts them).
 */
import {
  codesOf,
  findingsByEnvelope,
  type AckFinding,
  type GroupFindings,
  type TransactionFindings,
} from './ack-findings';
import { businessUnits } from '../../content/x12-guides/business-units';
import type { Interchange, ParseResult } from './types';

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
}

export type X12AckType = '997' | '999' | 'TA1';

const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);

/** YYMMDD / CCYYMMDD and HHMM of a date, in UTC. */
export function stamp(now: Date) {
  const iso = now.toISOString();
  return { ccyymmdd: iso.slice(0, 10).replaceAll('-', ''), hhmm: iso.slice(11, 16).replace(':', '') };
}

interface Writer {
  segments: string[];
  add(...elements: string[]): void;
}

/** Segments joined by the answer's element separator; trailing empty elements are left out, as X12 requires. */
export function writer(element: string): Writer {
  const segments: string[] = [];
  return {
    segments,
    add: (...elements) => {
      let end = elements.length;
      while (end > 1 && elements[end - 1] === '') end -= 1;
      segments.push(elements.slice(0, end).join(element));
    },
  };
}

/** The ISA of an answer to `ic`: sender and receiver swapped (or as given), our control number. */
function isa(w: Writer, ic: Interchange, control: number, options: AckOptions, version: string) {
  const d = ic.delimiters;
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  const sender = options.sender ?? { id: ic.receiver, qualifier: ic.receiverQualifier };
  const receiver = options.receiver ?? { id: ic.sender, qualifier: ic.senderQualifier };
  w.segments.push(
    [
      'ISA',
      '00',
      pad('', 10),
      '00',
      pad('', 10),
      pad(sender.qualifier || 'ZZ', 2),
      pad(sender.id, 15),
      pad(receiver.qualifier || 'ZZ', 2),
      pad(receiver.id, 15),
      ccyymmdd.slice(2),
      hhmm,
      version >= '00402' ? (d.repetition ?? '^') : 'U',
      version,
      digits(control, 9),
      '0',
      options.usage ?? (ic.test ? 'T' : 'P'),
      d.component || ':',
    ].join(d.element),
  );
}

/** A 999's business unit context of a set: `CTX*BEG03:4500098231` (content/x12-guides/business-units.ts). */
function businessUnit(result: ParseResult, t: TransactionFindings, component: string): string | undefined {
  const unit = businessUnits[t.transaction.code];
  if (!unit) return undefined;
  for (let i = t.transaction.first; i <= t.transaction.last; i += 1) {
    const s = result.segments[i];
    if (s?.tag !== unit.tag || s.unreadable) continue;
    const value = s.elements[unit.element - 1]?.[0] ?? '';
    // CTX01-2 (1271) holds 1 to 35 characters; a value holding a separator would break the answer.
    if (!value || value.length > 35 || /[^A-Za-z0-9 .,\-_/#&()]/.test(value)) return undefined;
    return `${unit.tag}${String(unit.element).padStart(2, '0')}${component}${value}`;
  }
  return undefined;
}

/**
 * AK3/AK4 (or IK3/IK4) for each segment and element finding of a set, then AK5 (IK5); a 999 names the set's
 * business object after each IK3 (`context`, a CTX01).
 */
function setResponse(w: Writer, t: TransactionFindings, kind: '997' | '999', context?: string) {
  const [seg, el, setAck] = kind === '997' ? ['AK3', 'AK4', 'AK5'] : ['IK3', 'IK4', 'IK5'];
  const bySegment = new Map<number, AckFinding[]>();
  for (const f of t.findings) {
    const element = f.ack.x12?.element;
    if (element !== 'AK304' && element !== 'AK403') continue;
    const list = bySegment.get(f.finding.pos) ?? [];
    list.push(f);
    bySegment.set(f.finding.pos, list);
  }
  for (const list of bySegment.values()) {
    const first = list[0]?.finding;
    if (!first) continue;
    const segmentCode = list.find((f) => f.ack.x12?.element === 'AK304')?.ack.x12?.code ?? '8';
    w.add(seg, first.tag, String(first.setPos ?? 1), '', segmentCode);
    if (kind === '999' && context) w.add('CTX', context);
    for (const { finding, ack } of list) {
      if (ack.x12?.element !== 'AK403' || finding.elementPos === undefined) continue;
      const position =
        finding.componentPos !== undefined
          ? `${finding.elementPos}:${finding.componentPos}`
          : String(finding.elementPos);
      w.add(el, position, '', ack.x12.code);
    }
  }
  const setCodes = codesOf(t.findings, 'AK502');
  // Segment or element errors without a set-level code: "one or more segments in error" (5).
  if (setCodes.length === 0 && bySegment.size > 0) setCodes.push('5');
  w.add(setAck, setCodes.length > 0 ? 'R' : 'A', ...setCodes);
  return setCodes.length === 0;
}

/** One 997 or 999 for an original group: AK1, a response per set, AK9. */
function groupResponse(
  w: Writer,
  g: GroupFindings,
  kind: '997' | '999',
  setControl: string,
  context: (t: TransactionFindings) => string | undefined,
) {
  const start = w.segments.length;
  w.add('ST', kind, setControl, ...(kind === '999' ? ['005010X231A1'] : []));
  w.add('AK1', g.group.functionalId, g.group.control, ...(kind === '999' ? [g.group.version] : []));
  let accepted = 0;
  for (const t of g.transactions) {
    w.add('AK2', t.transaction.code, t.transaction.control);
    if (setResponse(w, t, kind, kind === '999' ? context(t) : undefined)) accepted += 1;
  }
  const received = g.transactions.length;
  const groupCodes = codesOf(g.own, 'AK905');
  const status = groupCodes.length > 0 || accepted === 0 ? 'R' : accepted < received ? 'P' : 'A';
  w.add(
    'AK9',
    received === 0 && groupCodes.length === 0 ? 'A' : status,
    String(received),
    String(received),
    String(accepted),
    ...groupCodes,
  );
  w.add('SE', String(w.segments.length - start + 1), setControl);
}

/** The 997, 999 or TA1 answering every interchange of `result` (X12 interchanges only), as EDI text. */
export function x12Acknowledgment(result: ParseResult, type: X12AckType, options: AckOptions = {}): string {
  const out: string[] = [];
  let control = options.control ?? 1;
  for (const ic of findingsByEnvelope(result)) {
    const { interchange } = ic;
    if (interchange.standard !== 'x12') continue;
    const d = interchange.delimiters;
    const w = writer(d.element);
    // A 999 is a 005010 document whatever the original's release.
    isa(w, interchange, control, options, type === '999' ? '00501' : interchange.version || '00401');
    if (type === 'TA1') {
      const codes = ic.own.flatMap((f) => (f.ack.x12?.element === 'TA105' ? [f.ack.x12.code] : []));
      w.add(
        'TA1',
        interchange.control,
        interchange.date,
        interchange.time,
        codes.length > 0 ? 'R' : 'A',
        codes[0] ?? '000',
      );
      w.add('IEA', '0', digits(control, 9));
    } else {
      const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
      const firstGroup = interchange.groups[0];
      const version = firstGroup?.version || (type === '999' ? '005010X231A1' : '004010');
      w.add(
        'GS',
        'FA',
        firstGroup?.receiver ?? '',
        firstGroup?.sender ?? '',
        ccyymmdd,
        hhmm,
        String(control),
        'X',
        type === '999' ? '005010X231A1' : version,
      );
      const component = d.component || ':';
      const context = (t: TransactionFindings) => businessUnit(result, t, component);
      ic.groups.forEach((g, i) => groupResponse(w, g, type, digits(i + 1, 4), context));
      w.add('GE', String(ic.groups.length), String(control));
      w.add('IEA', '1', digits(control, 9));
    }
    out.push(w.segments.map((s) => `${s}${d.segment}`).join('\n'));
    control += 1;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
