/**
 * The EDIFACT CONTRL (syntax and service report) answering each interchange of a read document: UCI for the
 * interchange (the original's reference, sender and recipient; action 7 accepted or 4 rejected, with the
 * 0085 error code), a UCM per message (action 4 or 7), and under it a UCS per erroneous segment (position
 * in the message, 0085) with a UCD per erroneous element. In the syntax version of the original (UNOC:3 →
 * CONTRL D:3). Codes come from the engine's table (finding-codes.ts).
 */
import { findingsByEnvelope, type AckFinding } from './ack-findings';
import { stamp, writer, type AckOptions } from './ack-x12';
import type { Delimiters, ParseResult } from './types';

/** Action codes (0083): 7 this level and those below acknowledged, 4 this level and those below rejected. */
const ACCEPTED = '7';
const REJECTED = '4';

/** An EDIFACT value with its service characters escaped by the release character. */
const escaper = (d: Delimiters) => {
  const specials = [d.element, d.component, d.segment, d.release].filter((c): c is string => !!c);
  return (value: string) =>
    d.release ? [...value].map((c) => (specials.includes(c) ? `${d.release}${c}` : c)).join('') : value;
};

export function contrl(result: ParseResult, options: AckOptions = {}): string {
  const out: string[] = [];
  let control = options.control ?? 1;
  const { ccyymmdd, hhmm } = stamp(options.now ?? new Date());
  for (const ic of findingsByEnvelope(result)) {
    const { interchange } = ic;
    if (interchange.standard !== 'edifact') continue;
    const d = interchange.delimiters;
    const esc = escaper(d);
    const w = writer(d.element);
    const composite = (...parts: string[]) => {
      let end = parts.length;
      while (end > 1 && parts[end - 1] === '') end -= 1;
      return parts.slice(0, end).map(esc).join(d.component);
    };
    const [syntaxId = 'UNOC', syntaxVersion = '3'] = interchange.version.split(':');
    const reference = `CTL${String(control).padStart(9, '0')}`;
    const sender = options.sender ?? { id: interchange.receiver, qualifier: interchange.receiverQualifier };
    const receiver = options.receiver ?? { id: interchange.sender, qualifier: interchange.senderQualifier };
    w.add(
      'UNB',
      composite(syntaxId, syntaxVersion),
      composite(sender.id, sender.qualifier),
      composite(receiver.id, receiver.qualifier),
      composite(syntaxVersion === '4' ? ccyymmdd : ccyymmdd.slice(2), hhmm),
      esc(reference),
    );
    const start = w.segments.length;
    w.add('UNH', '1', composite('CONTRL', syntaxVersion === '4' ? '4' : 'D', syntaxVersion === '4' ? '1' : '3', 'UN'));
    const messages = ic.groups.flatMap((g) => g.transactions);
    const errors = [...ic.own, ...ic.groups.flatMap((g) => g.own)];
    const interchangeCode = errors.find((e) => e.ack.edifact)?.ack.edifact;
    // The interchange is rejected only for its own errors; a rejected message says so in its UCM (action 7 here
    // acknowledges the interchange and every message not explicitly rejected).
    const uciAction = interchangeCode ? REJECTED : ACCEPTED;
    w.add(
      'UCI',
      esc(interchange.control),
      composite(interchange.sender, interchange.senderQualifier),
      composite(interchange.receiver, interchange.receiverQualifier),
      uciAction,
      interchangeCode ?? '',
    );
    for (const m of messages) {
      const reported = m.findings.filter((f) => f.ack.edifact);
      const version = m.transaction.version?.split(':') ?? [];
      w.add(
        'UCM',
        esc(m.transaction.control),
        composite(m.transaction.code, version[0] ?? '', version[1] ?? '', 'UN'),
        reported.length > 0 ? REJECTED : ACCEPTED,
      );
      const bySegment = new Map<number, AckFinding[]>();
      for (const f of reported) bySegment.set(f.finding.pos, [...(bySegment.get(f.finding.pos) ?? []), f]);
      for (const list of bySegment.values()) {
        const segmentError = list.find((f) => f.finding.elementPos === undefined);
        w.add('UCS', String(list[0]?.finding.setPos ?? 1), segmentError?.ack.edifact ?? '');
        for (const { finding, ack } of list) {
          if (finding.elementPos === undefined) continue;
          w.add(
            'UCD',
            ack.edifact ?? '',
            composite(
              String(finding.elementPos),
              finding.componentPos !== undefined ? String(finding.componentPos) : '',
            ),
          );
        }
      }
    }
    w.add('UNT', String(w.segments.length - start + 1), '1');
    w.add('UNZ', '1', esc(reference));
    const una = `UNA${d.component}${d.element}${d.decimal ?? '.'}${d.release ?? '?'} ${d.segment}`;
    out.push([una, ...w.segments.map((s) => `${s}${d.segment}`)].join('\n'));
    control += 1;
  }
  return out.length > 0 ? `${out.join('\n')}\n` : '';
}
