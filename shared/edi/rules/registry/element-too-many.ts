// The rule element-too-many: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const elementTooMany = error(element('3', '8'), {
  cause: 'The segment has more elements than defined.',
  fix: 'Remove the extra elements (check for a stray separator).',
});
