// The rule group-empty: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, group } from '../define-rule';

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
).reportedBy('x12-interchanges');
