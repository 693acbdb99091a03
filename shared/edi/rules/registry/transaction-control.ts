// The rule transaction-control: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';
import { trailerControl } from '../header-values';

export const transactionControl = error(set('3', '28'), {
  cause: 'SE02 or UNT 0062 differs from ST02 or UNH 0062.',
  fix: 'Repeat the header’s number in the trailer.',
}).checkedBy(trailerControl('transaction-control'));
