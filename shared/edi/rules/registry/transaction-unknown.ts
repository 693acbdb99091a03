// The rule transaction-unknown: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';

export const transactionUnknown = error(set('1'), {
  cause: 'ST01 is not an X12 transaction set.',
  fix: 'Use the set’s three-digit code (850, 856…).',
});
