// The rule element-too-short: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const elementTooShort = error(element('4', '40'), {
  cause: 'A value is shorter than its minimum length.',
  fix: 'Pad or complete it.',
});
