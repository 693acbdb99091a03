// The rule interchange-count: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';
import { trailerCount } from '../header-values';

export const interchangeCount = error(interchange('021', '29'), {
  cause: 'IEA01 or UNZ 0036 does not state how many groups (or messages) there are.',
  fix: 'Count them again when you build the trailer.',
}).checkedBy(trailerCount('interchange-count'));
