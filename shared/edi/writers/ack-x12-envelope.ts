/**
 * The envelope of an X12 acknowledgment (ack-x12.ts writes what goes inside): its ISA with the parties swapped,
 * the FA group's GS, the TA1, the trailers, and the rules for echoing the original's values into them.
 */
import { seg, stamp, type AckSegment } from './ack-writer';
import { isDate, isTime } from '../syntax/dates';
import { x12Code, type X12AckKind } from '../rules/finding-codes';
import type { InterchangeFindings } from '../rules/ack-findings';
import type { Group, Interchange } from '../model/types';

/** What a group's answer reads of it (a Group, or a streamed document's record of one). */
export type GroupFields = Omit<Group, 'transactions'>;

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

export const pad = (value: string, width: number) => value.slice(0, width).padEnd(width, ' ');
export const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);
/** A value echoed into an element of type ID/AN: itself when it fits `pattern`, else `fallback`. */
export const fit = (value: string | undefined, pattern: RegExp, fallback = '') =>
  value !== undefined && pattern.test(value) ? value : fallback;
/**
 * An AN value of `min` to `max` characters of the X12 extended character set (005010 adds ^ and `; pyx12's
 * validation.py lists both), not starting or ending with a space.
 */
export const PRINTABLE = (min: number, max: number, v5010 = true) =>
  new RegExp(`^(?! )[A-Za-z0-9!"&'()*+,\\-./:;?= %~@\\[\\]_{}\\\\|<>#$${v5010 ? '^`' : ''}]{${min},${max}}(?<! )$`);

/** ISA12 of the answer: 00501 for a 999; else the release asked for, or the original's when X12 defines it. */
function controlVersion(type: X12AckType, ic: Interchange, options: AckOptions): string {
  if (type === '999') return '00501';
  if (type === '997' && options.release) return options.release === '005010' ? '00501' : '00401';
  return /^00[2-8]\d{2}$/.test(ic.version) ? ic.version : '00401';
}

/** The interchange header of an answer: sender and receiver swapped (or as given), our control number. */
export function isaValues(ic: InterchangeFindings, control: number, options: AckOptions, version: string) {
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

/** The answer's ISA12 and the rules its codes follow, for an original interchange. */
export function answerKind(type: X12AckType, interchange: Interchange, options: AckOptions) {
  const version = controlVersion(type, interchange, options);
  const kind: X12AckKind = type === '999' ? '999' : version < '00501' ? '997-4010' : '997';
  return { version, kind };
}

/** A TA1 and its IEA: the interchange accepted, or rejected with its first own finding's TA105. */
export function ta1Segments(ic: InterchangeFindings, kind: X12AckKind, control: number, now: Date): AckSegment[] {
  const { interchange } = ic;
  const { ccyymmdd, hhmm } = stamp(now);
  const rejected = ic.own.length > 0;
  // TA105 codes of the interchange's own findings; a segment error outside any set is invalid content (024).
  const codes = ic.own.flatMap((f) =>
    f.level === 'interchange' ? (x12Code(f.ack, kind, f.finding.element) ?? []) : [],
  );
  // TA101-TA103 name the original by its ISA13, ISA09 and ISA10; a value that is not one is ours.
  return [
    seg(
      'TA1',
      fit(interchange.control, /^\d{9}$/, '000000000'),
      isDate(interchange.date) && interchange.date.length === 6 ? interchange.date : ccyymmdd.slice(2),
      isTime(interchange.time) && interchange.time.length === 4 ? interchange.time : hhmm,
      rejected ? 'R' : 'A',
      rejected ? (codes[0] ?? '024') : '000',
    ),
    seg('IEA', '0', digits(control, 9)),
  ];
}

/** The FA group's GS, its parties from the first explicit group answered (else the interchange's). */
export function gsSegment(
  interchange: Interchange,
  first: GroupFields | undefined,
  type: X12AckType,
  version: string,
  control: number,
  options: AckOptions,
): AckSegment {
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  const text = PRINTABLE(2, 15, version >= '00501');
  const party = (id: string | undefined, isaId: string) => fit(id, text, fit(isaId.trim(), text, 'UNKNOWN'));
  const gs08 = type === '999' ? '005010X231A1' : `${version}0`;
  const sender = options.sender?.id ?? interchange.receiver;
  const receiver = options.receiver?.id ?? interchange.sender;
  const from = party(first?.receiver, sender);
  return seg('GS', 'FA', from, party(first?.sender, receiver), ccyymmdd, hhmm, String(control), 'X', gs08);
}

/** The release an interchange implies (AK103 when a group's GS08 is unusable). */
export const impliedRelease = (interchange: Interchange) =>
  /^00[2-8]\d{2}$/.test(interchange.version) ? `${interchange.version}0` : '005010';

/** The closing GE and IEA of an answer of `groups` 997s or 999s. */
export const answerTrailers = (groups: number, control: number): AckSegment[] => [
  seg('GE', String(groups), String(control)),
  seg('IEA', '1', digits(control, 9)),
];
