// The rule group-date: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, group } from '../define-rule';

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
);
