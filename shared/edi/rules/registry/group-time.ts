// The rule group-time: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, group, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { isTime } from '../../syntax/dates';

/**
 * X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
 * group is rejected without a code (AK905 1 would say "not supported").
 */
export const groupTime = error(
  group(undefined, '12'),
  {
    cause: 'GS05 is not a time of day.',
    fix: 'Send HHMM (seconds optional).',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      hhmm: 'the time is HHMM (GS05 may add seconds), 0000 to 2359',
    },
  },
).checkedBy(checkGroupTime);

/** GS05: HHMM, with seconds and their decimals allowed, a time of day. */
function checkGroupTime(gs: Segment, issues: Report<'group-time'>): void {
  const time = valueOf(gs, 5);
  if (!/^\d{4}(\d{2}(\d{1,2})?)?$/.test(time) || !isTime(time.slice(0, 4)))
    badValue('group-time', gs, 5, groupTime.messages.expected.hhmm, issues);
}
