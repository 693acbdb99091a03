// The rule transaction-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set } from '../define-rule';

export const transactionUnknown = error(
  set('1'),
  {
    cause: 'ST01 is not an X12 transaction set.',
    fix: 'Use the set’s three-digit code (850, 856…).',
  },
  {
    transactionUnknown: (code: string) => `Transaction set ${code || '(empty)'} is not an X12 005010 transaction set.`,
  },
).reportedBy('x12-interchanges');
