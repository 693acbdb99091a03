// The rule group-date: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, group, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { isDate } from '../../syntax/dates';

/** GS08 releases before 004010 date GS04 as YYMMDD; 004010 and later as CCYYMMDD. */
const yymmddGroupDate = (gs08: string) => /^00[23]\d{3}/.test(gs08) || /^00400\d/.test(gs08);

/**
 * X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
 * group is rejected without a code (AK905 1 would say "not supported").
 */
export const groupDate = error(
  group(undefined, '12'),
  {
    cause: 'GS04 is not a real date.',
    fix: 'Send CCYYMMDD.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      gsYymmdd: 'before release 004010 the group date is six digits, YYMMDD, and a real date',
      ccyymmdd: 'the date is eight digits, CCYYMMDD, and a real date',
    },
  },
).checkedBy(checkGroupDate);

/** GS04: a real date, in the form of GS08's release. */
function checkGroupDate(gs: Segment, issues: Report<'group-date'>): void {
  const short = yymmddGroupDate(valueOf(gs, 8));
  const date = valueOf(gs, 4);
  const { expected } = groupDate.messages;
  if (!isDate(date) || date.length !== (short ? 6 : 8))
    badValue('group-date', gs, 4, short ? expected.gsYymmdd : expected.ccyymmdd, issues);
}
