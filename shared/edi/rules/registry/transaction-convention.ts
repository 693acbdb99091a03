// The rule transaction-convention: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set } from '../define-rule';

export const transactionConvention = error(
  set('19', undefined, { v4010: '1' }),
  {
    cause: 'ST03 names another implementation convention than GS08.',
    fix: 'Send the same convention in both, or leave ST03 out.',
  },
  {
    convention: (st03: string, gs08: string) =>
      `ST03 is ${st03}, but GS08 is ${gs08}: the implementation convention a set names must be its group's.`,
  },
);
