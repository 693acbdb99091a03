// The rule group-date: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';

/**
 * X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
 * group is rejected without a code (AK905 1 would say "not supported").
 */
export const groupDate = error(group(undefined, '12'), {
  cause: 'GS04 is not a real date.',
  fix: 'Send CCYYMMDD.',
});
