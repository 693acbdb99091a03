// The rule interchange-control: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';
import { trailerControl } from '../header-values';

export const interchangeControl = error(interchange('001', '28'), {
  cause: 'IEA02 or UNZ 0020 differs from the header’s control number.',
  fix: 'Repeat the header’s number in the trailer.',
}).checkedBy(trailerControl('interchange-control'));
