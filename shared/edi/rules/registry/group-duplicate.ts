// The rule group-duplicate: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';
import { uniqueControl } from '../header-values';

/**
 * X12 has no AK905 code for a bad GS date or time, an empty group or (in 004010) a repeated GS06: the
 * group is rejected without a code (AK905 1 would say "not supported").
 */
export const groupDuplicate = error(group('19', '26', { v4010: '' }), {
  cause: 'Two groups of one interchange use the same GS06.',
  fix: 'Number each group on its own.',
}).checkedBy(uniqueControl('group-duplicate'));
