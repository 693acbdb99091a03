// The rule group-control: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';
import { trailerControl } from '../header-values';

export const groupControl = error(group('4', '28'), {
  cause: 'GE02 or UNE 0048 differs from GS06 or UNG 0048.',
  fix: 'Repeat the header’s number in the trailer.',
}).checkedBy(trailerControl('group-control'));
