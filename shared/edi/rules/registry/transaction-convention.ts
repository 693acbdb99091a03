// The rule transaction-convention: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';

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
).checkedBy(checkConvention);

/** ST03 (005010 on): when sent, the implementation convention must be the one GS08 names. */
function checkConvention(
  st: Segment,
  convention: string,
  gs08: string,
  issues: Report<'transaction-convention'>,
): void {
  if (convention && gs08 && convention !== gs08)
    issues.add('transaction-convention', st, transactionConvention.messages.convention(convention, gs08), 'ST03');
}
