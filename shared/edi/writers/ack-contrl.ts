/**
 * The EDIFACT CONTRL (syntax and service report, ISO 9735 version 3 layout) answering each interchange of a
 * read document, level by level as the message defines them: UCI for the interchange (UNB/UNZ problems), a
 * UCF per group when the original used UNG (UNG/UNE problems), a UCM per message (UNH/UNT problems and the
 * message's verdict), and under it a UCS per erroneous segment (position in the message, 0085) with a UCD per
 * erroneous element. Action 7 acknowledges a level and every lower one not reported otherwise; 4 rejects a
 * level and all below it, so under a rejected level only the lower levels with errors of their own follow.
 */
import {
  findingsByEnvelope,
  type AckFinding,
  type GroupFindings,
  type InterchangeFindings,
  type TransactionFindings,
} from '../rules/ack-findings';
import { seg, serialize, stamp, type AckSegment } from './ack-writer';
import type { AckOptions, GroupFields } from './ack-x12-envelope';
import type { Delimiters, ParseResult } from '../model/types';
import { edifact } from '../syntax/edifact-standard';

/** Action codes (0083): 7 this level acknowledged (and those below unless reported), 4 this level and below rejected. */
const ACCEPTED = '7';
const REJECTED = '4';

/** The service segments (0013) and, for the envelope findings found at another segment, the trailer they name. */
const SERVICE = new Set(['UNA', 'UNB', 'UNG', 'UNH', 'UNT', 'UNE', 'UNZ']);
const TRAILERS: Readonly<Record<string, string>> = {
  'interchange-unclosed': 'UNZ',
  'group-unclosed': 'UNE',
  'transaction-unclosed': 'UNT',
};
/** Count and reference findings name the trailer's first and second element. */
const TRAILER_ELEMENT: Readonly<Record<string, string>> = {
  'interchange-count': '1',
  'group-count': '1',
  'transaction-count': '1',
  'interchange-control': '2',
  'group-control': '2',
  'transaction-control': '2',
};

/** An echoed value cut to its element's largest size (UCI 0020 an..14): the answer must be valid itself. */
const cut = (value: string, max: number) => value.slice(0, max);

/** The UNA of a CONTRL: the original's service characters when they are distinct, else the defaults. */
function serviceCharacters(d: Delimiters) {
  const chars = [d.component, d.element, d.decimal ?? '.', d.release ?? '?', d.segment];
  const distinct = new Set(chars).size === chars.length && chars.every((c) => c.length === 1 && c !== ' ');
  const [component = ':', element = '+', decimal = '.', release = '?', segment = "'"] = distinct
    ? chars
    : [':', '+', '.', '?', "'"];
  return { component, element, decimal, release, segment };
}

/** 0085, 0013 and S011 of an envelope level's first finding (UCI, UCF, UCM carry one each). */
function levelError(findings: readonly AckFinding[]): string[] {
  const f = findings.find((e) => e.ack.edifact);
  if (!f) return [];
  const { code, tag, elementPos, componentPos } = f.finding;
  const service = TRAILERS[code] ?? (SERVICE.has(tag) ? tag : '');
  const position = TRAILER_ELEMENT[code] ?? (service && elementPos !== undefined ? String(elementPos) : '');
  return [f.ack.edifact ?? '', service, position && componentPos ? `${position}:${componentPos}` : position];
}

/** A message's UCM and, under it, its UCS/UCD; undefined when it goes unlisted (accepted under a rejected level). */
export function messageResponse(m: TransactionFindings, parentRejected: boolean): AckSegment[] | undefined {
  const reported = m.findings.filter((f) => f.ack.edifact);
  // UNH and UNT problems are the message's own (UCM); the rest are its segments' and elements' (UCS/UCD).
  const own = reported.filter((f) => f.level === 'transaction' || SERVICE.has(f.finding.tag));
  const inBody = reported.filter((f) => !own.includes(f));
  const rejected = parentRejected || reported.length > 0;
  if (parentRejected && reported.length === 0) return undefined;
  const version = m.transaction.version?.split(':') ?? [];
  const [code = '', service = '', position = ''] = levelError(own);
  const out: AckSegment[] = [
    seg(
      'UCM',
      cut(m.transaction.control, 14),
      [cut(m.transaction.code, 6), cut(version[0] ?? '', 3), cut(version[1] ?? '', 3), 'UN'],
      rejected ? REJECTED : ACCEPTED,
      code,
      service,
      position.split(':'),
    ),
  ];
  const bySegment = new Map<string, AckFinding[]>();
  for (const f of inBody) {
    const key = `${f.finding.setPos ?? 1}@${f.finding.missing ?? ''}`;
    bySegment.set(key, [...(bySegment.get(key) ?? []), f]);
  }
  for (const [key, list] of [...bySegment].slice(0, 999)) {
    const segmentError = list.find((f) => f.finding.elementPos === undefined);
    out.push(seg('UCS', key.split('@')[0] ?? '1', segmentError?.ack.edifact ?? ''));
    const elements = list.filter((f) => f.finding.elementPos !== undefined).slice(0, 99);
    for (const { finding, ack } of elements)
      out.push(seg('UCD', ack.edifact ?? '', [String(finding.elementPos), String(finding.componentPos ?? '')]));
  }
  return out;
}

/** A UCF for an explicit group (UNG): `own` its reported findings, `rejected` it (or its interchange). */
export const ucfSegment = (group: GroupFields, own: readonly AckFinding[], rejected: boolean): AckSegment => {
  const [code = '', service = '', position = ''] = levelError(own);
  return seg(
    'UCF',
    cut(group.control, 14),
    [cut(group.sender, 35)],
    [cut(group.receiver, 35)],
    rejected ? REJECTED : ACCEPTED,
    code,
    service,
    position.split(':'),
  );
};

/** A UCF for an explicit group (UNG), then its messages' responses. */
function groupResponse(g: GroupFindings, interchangeRejected: boolean): AckSegment[] {
  const own = g.own.filter((f) => f.ack.edifact);
  const rejected = interchangeRejected || own.length > 0;
  const messages = g.transactions.flatMap((m) => messageResponse(m, rejected) ?? []);
  if (interchangeRejected && own.length === 0 && messages.length === 0) return [];
  return [ucfSegment(g.group, own, rejected), ...messages];
}

/**
 * The envelope of the CONTRL answering an interchange: its service characters and escaping, UNB, the UNH and
 * UCI that open the message, and UNZ; undefined for an interchange a UCI cannot name.
 */
export function contrlEnvelope(ic: InterchangeFindings, control: number, options: AckOptions) {
  const { interchange } = ic;
  // A UNB without its reference or parties cannot be named in a UCI: there is nothing to answer.
  if (!edifact.owns(interchange) || !interchange.control || !interchange.sender || !interchange.receiver)
    return undefined;
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  const d = serviceCharacters(interchange.delimiters);
  const specials = [d.element, d.component, d.segment, d.release];
  const esc = (value: string) => [...value].map((c) => (specials.includes(c) ? `${d.release}${c}` : c)).join('');
  const [syntaxId = 'UNOC', syntaxVersion = '3'] = interchange.version.split(':');
  const v4 = syntaxVersion === '4';
  const reference = `CTL${String(control).padStart(9, '0')}`;
  // The original's parties, each qualifier left out when the original got it wrong (it is optional).
  const flagged = new Set(ic.own.map((f) => f.finding.element));
  const party = (id: string, qualifier: string, composite: string) => ({
    id: cut(id, 35),
    qualifier: flagged.has(`${composite}/0007`) || qualifier.length > 4 ? '' : qualifier,
  });
  const from = party(interchange.sender, interchange.senderQualifier, 'S002');
  const to = party(interchange.receiver, interchange.receiverQualifier, 'S003');
  const sender = options.sender ?? to;
  const receiver = options.receiver ?? from;
  const own = ic.own.filter((f) => f.ack.edifact);
  const rejected = own.length > 0;
  const [code = '', service = '', position = ''] = levelError(own);
  const opening: AckSegment[] = [
    seg('UNH', '1', ['CONTRL', v4 ? '4' : 'D', v4 ? '1' : '3', 'UN']),
    seg(
      'UCI',
      cut(interchange.control, 14),
      [from.id, from.qualifier],
      [to.id, to.qualifier],
      rejected ? REJECTED : ACCEPTED,
      code,
      service,
      position.split(':'),
    ),
  ];
  const unb = seg(
    'UNB',
    [/^UNO[A-F]$/.test(syntaxId) ? syntaxId : 'UNOC', /^[1-4]$/.test(syntaxVersion) ? syntaxVersion : '3'],
    [sender.id, sender.qualifier],
    [receiver.id, receiver.qualifier],
    [v4 ? ccyymmdd : ccyymmdd.slice(2), hhmm],
    reference,
  );
  const una = `UNA${d.component}${d.element}${d.decimal}${d.release} ${d.segment}`;
  const text = (s: AckSegment) => `${serialize(s, d, esc)}${d.segment}`;
  return { una, unb, opening, unz: seg('UNZ', '1', reference), rejected, text };
}

export function contrl(result: ParseResult, options: AckOptions = {}): string {
  const out: string[] = [];
  let control = options.control ?? 1;
  const now = options.now ?? new Date();
  for (const ic of findingsByEnvelope(result)) {
    const envelope = contrlEnvelope(ic, control, { ...options, now });
    if (!envelope) continue;
    const { rejected } = envelope;
    const body = [...envelope.opening];
    // Messages sent without UNG first (segment group 1), then each UNG group with its messages (3 and 4).
    for (const g of ic.groups.filter((x) => !x.group.explicit))
      for (const m of g.transactions) body.push(...(messageResponse(m, rejected) ?? []));
    for (const g of ic.groups.filter((x) => x.group.explicit)) body.push(...groupResponse(g, rejected));
    body.push(seg('UNT', String(body.length + 1), '1'));
    out.push([envelope.una, ...[envelope.unb, ...body, envelope.unz].map(envelope.text)].join('\n'));
    control += 1;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
