// The rule transaction-convention: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';

export const transactionConvention = error(set('19', undefined, { v4010: '1' }), {
  cause: 'ST03 names another implementation convention than GS08.',
  fix: 'Send the same convention in both, or leave ST03 out.',
});
