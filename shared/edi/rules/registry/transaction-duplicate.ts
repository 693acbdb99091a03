// The rule transaction-duplicate: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';
import { uniqueControl } from '../header-values';

export const transactionDuplicate = error(set('23', '26'), {
  cause: 'Two sets of one group use the same ST02.',
  fix: 'Number each set on its own.',
}).checkedBy(uniqueControl('transaction-duplicate'));
