// The rule group-count: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';
import { trailerCount } from '../header-values';

export const groupCount = error(group('5', '29'), {
  cause: 'GE01 or UNE 0060 does not state how many sets there are.',
  fix: 'Count the sets in the group.',
}).checkedBy(trailerCount('group-count'));
