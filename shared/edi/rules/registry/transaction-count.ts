// The rule transaction-count: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';
import { trailerCount } from '../header-values';

export const transactionCount = error(set('4', '29'), {
  cause: 'SE01 or UNT 0074 does not state how many segments the set has (header and trailer included).',
  fix: 'Count from ST/UNH to SE/UNT, both included.',
}).checkedBy(trailerCount('transaction-count'));
