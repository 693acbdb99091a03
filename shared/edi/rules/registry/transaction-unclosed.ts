// The rule transaction-unclosed: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';

export const transactionUnclosed = error(set('2', '13'), {
  cause: 'The set or message has no SE or UNT.',
  fix: 'End it with its trailer.',
}).reportedBy('envelopes');
