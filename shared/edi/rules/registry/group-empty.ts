// The rule group-empty: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, group, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';

/**
 * X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
 * group is rejected without a code (AK905 1 would say "not supported").
 */
export const groupEmpty = error(
  group(undefined, '32'),
  {
    cause: 'A functional group holds no set.',
    fix: 'Remove the empty GS/GE pair.',
  },
  {
    groupEmpty: (control: string) =>
      `Functional group ${control || 'without a control number'} holds no transaction set.`,
  },
).checkedBy(checkEmpty);

/** At a GE, `open` the group it closes: an explicit group (GS…GE) that holds no set, none open either. */
function checkEmpty(
  ge: Segment,
  open: { explicit: boolean; control: string; transactions: readonly unknown[] } | undefined,
  inSet: boolean,
  issues: Report<'group-empty'>,
): void {
  if (open?.explicit && open.transactions.length === 0 && !inSet)
    issues.add('group-empty', ge, groupEmpty.messages.groupEmpty(open.control));
}
