// The rule transaction-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { X12Dictionary } from '../../model/directory';

export const transactionUnknown = error(
  set('1'),
  {
    cause: 'ST01 is not an X12 transaction set.',
    fix: 'Use the set’s three-digit code (850, 856…).',
  },
  {
    transactionUnknown: (code: string) => `Transaction set ${code || '(empty)'} is not an X12 005010 transaction set.`,
  },
).checkedBy(checkSetCode);

/** ST01: a transaction set of our X12 dictionary. */
function checkSetCode(st: Segment, code: string, dict: X12Dictionary, issues: Report<'transaction-unknown'>): void {
  if (!dict.transactionSets[code])
    issues.add('transaction-unknown', st, transactionUnknown.messages.transactionUnknown(code), 'ST01');
}
