// The rule element-too-long: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const elementTooLong = error(element('5', '39'), {
  cause: 'A value is longer than its maximum length.',
  fix: 'Shorten it (for numbers, signs and decimal marks do not count).',
});
