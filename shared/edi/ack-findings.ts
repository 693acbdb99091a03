/**
 * The findings of a read document sorted by where an acknowledgment reports them: the interchange, each
 * group, each transaction set or message (by segment index). Warnings never reach an acknowledgment; the
 * codes come from the engine's table (finding-codes.ts), so a new finding needs no change here.
 */
import { findingCodes, type AckMapping } from './finding-codes';
import type { Finding, Group, Interchange, ParseResult, Transaction } from './types';

export interface AckFinding {
  finding: Finding;
  ack: AckMapping;
}

export interface TransactionFindings {
  transaction: Transaction;
  findings: AckFinding[];
}

export interface GroupFindings {
  group: Group;
  /** Findings about the group itself (GS/GE, UNG/UNE): their AK905 codes. */
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
  first !== undefined && index >= first && index <= (last ?? Number.MAX_SAFE_INTEGER);

/** Every interchange of the document with its errors placed at the level that reports them. */
export function findingsByEnvelope(result: ParseResult): InterchangeFindings[] {
  const errors = result.issues
    .filter((f) => f.severity === 'error')
    .map((finding) => ({ finding, ack: findingCodes[finding.code].ack }));
  return result.interchanges.map((interchange, n) => {
    const next = result.interchanges[n + 1]?.header;
    const last = interchange.trailer ?? (next !== undefined ? next - 1 : result.segments.length - 1);
    const mine = errors.filter((e) => within(e.finding.pos - 1, interchange.header, last));
    const groups = interchange.groups.map((group): GroupFindings => {
      const transactions = group.transactions.map((transaction): TransactionFindings => ({
        transaction,
        findings: mine.filter(
          (e) =>
            within(e.finding.pos - 1, transaction.first, transaction.last) && !e.ack.x12?.element.startsWith('AK9'),
        ),
      }));
      const inSets = new Set(transactions.flatMap((t) => t.findings));
      const own = mine.filter(
        (e) =>
          !inSets.has(e) && (e.ack.x12?.element === 'AK905' || within(e.finding.pos - 1, group.header, group.trailer)),
      );
      return { group, own, transactions };
    });
    const placed = new Set(groups.flatMap((g) => [...g.own, ...g.transactions.flatMap((t) => t.findings)]));
    return { interchange, own: mine.filter((e) => !placed.has(e)), groups };
  });
}

/** The distinct codes of `element` among findings, at most `max` (997 AK5 and AK9 carry up to five). */
export function codesOf(findings: readonly AckFinding[], element: string, max = 5): string[] {
  const codes: string[] = [];
  for (const { ack } of findings)
    if (ack.x12?.element === element && !codes.includes(ack.x12.code) && codes.length < max) codes.push(ack.x12.code);
  return codes;
}
