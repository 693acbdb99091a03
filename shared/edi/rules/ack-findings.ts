/**
 * The findings of a read document sorted by the level of an acknowledgment that reports them: the
 * interchange (TA1, UCI), each group (AK9, UCF), each transaction set or message (AK5, UCM) with its segment
 * and element findings (AK3/AK4, UCS/UCD). Warnings never reach an acknowledgment. A finding's level comes
 * from the engine's table (finding-codes.ts), not from where it was found: a missing trailer is reported at
 * the segment that revealed it, which may lie past its level's last segment.
 */
import { ackLevel, findingCodes, type AckLevel, type AckMapping } from './finding-codes';
import type { Finding, Group, Interchange, ParseResult, Transaction } from '../model/types';

export interface AckFinding {
  finding: Finding;
  ack: AckMapping;
  level: AckLevel;
}

export interface TransactionFindings {
  transaction: Transaction;
  findings: AckFinding[];
}

export interface GroupFindings {
  group: Group;
  /** Findings about the group itself (GS/GE, UNG/UNE). */
  own: AckFinding[];
  transactions: TransactionFindings[];
}

export interface InterchangeFindings {
  interchange: Interchange;
  own: AckFinding[];
  groups: GroupFindings[];
}

/** Whether an index falls within [first, last]. */
const within = (index: number, first: number | undefined, last: number | undefined) =>
  first !== undefined && last !== undefined && index >= first && index <= last;

/** The last of `items` whose start is at or before `index` (`strict`: before it). */
function lastStartingBy<T>(items: readonly T[], start: (item: T) => number | undefined, index: number, strict = false) {
  let found: T | undefined;
  for (const item of items) {
    const s = start(item);
    if (s !== undefined && (s < index || (!strict && s === index))) found = item;
  }
  return found;
}

/** Every interchange of the document with its errors placed at the level that reports them. */
export function findingsByEnvelope(result: ParseResult): InterchangeFindings[] {
  const errors: AckFinding[] = [];
  for (const finding of result.issues) {
    if (finding.severity !== 'error' || finding.pos < 1) continue;
    const { ack } = findingCodes[finding.code];
    const level = ackLevel(ack);
    if (level) errors.push({ finding, ack, level });
  }
  // A missing trailer is reported at the segment that revealed it: the next header (of an interchange, group
  // or set) or the document's last segment; it belongs to the level opened before that header.
  const unclosed = (e: AckFinding) => e.finding.code.endsWith('-unclosed');
  const interchangeOf = new Map(
    errors.map((e) => [
      e,
      lastStartingBy(
        result.interchanges,
        (ic) => ic.header,
        e.finding.pos - 1,
        unclosed(e) && e.level === 'interchange',
      ) ?? result.interchanges[0],
    ]),
  );
  // Segments after an interchange's trailer form one with no header: there is no interchange to answer.
  const headed = result.interchanges.filter((ic) => ['ISA', 'UNB'].includes(result.segments[ic.header]?.tag ?? ''));
  return headed.map((interchange) => {
    const groups = interchange.groups.map((group): GroupFindings => ({
      group,
      own: [],
      transactions: group.transactions.map((transaction) => ({ transaction, findings: [] })),
    }));
    const sets = groups.flatMap((g) => g.transactions.map((t) => ({ g, t })));
    const explicit = groups.filter((g) => g.group.explicit);
    const own: AckFinding[] = [];
    for (const e of errors) {
      const index = e.finding.pos - 1;
      if (interchangeOf.get(e) !== interchange || index < interchange.header) continue;
      const last = interchange.trailer ?? result.segments.length - 1;
      const containing = sets.find(({ t }) => within(index, t.transaction.first, t.transaction.last));
      // A set's own finding (its trailer missing) may be reported at the segment after it.
      const set =
        e.level === 'transaction'
          ? lastStartingBy(sets, ({ t }) => t.transaction.first, index, unclosed(e))
          : containing;
      const groupOf = (g: GroupFindings) => within(index, g.group.header, g.group.trailer ?? last);
      const grp =
        e.level === 'group'
          ? lastStartingBy(explicit, (g) => g.group.header, index, unclosed(e))
          : explicit.find((g) => groupOf(g) && (index === g.group.header || index === g.group.trailer));
      if (e.level === 'interchange') own.push(e);
      else if (e.level !== 'group' && set) set.t.findings.push(e);
      else if (grp) grp.own.push(e);
      else own.push(e);
    }
    return { interchange, own, groups };
  });
}
