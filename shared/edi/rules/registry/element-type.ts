// The rule element-type: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const elementType = error(element('6', '37'), {
  cause: 'A value breaks its type: letters in a number, a date that is no date.',
  fix: 'Send the value in its type’s form (CCYYMMDD for dates).',
});
