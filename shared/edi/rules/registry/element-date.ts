// The rule element-date: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

/**
 * An X12 DT or TM element that is no date or time: AK403/IK403 8 and 9 say so.
 */
export const elementDate = error(element('8', '12'), {
  cause:
    'A date holds no real date: an X12 DT element (20261345, or the wrong length), or an EDIFACT DTM value that breaks its format code 2379 (102 is CCYYMMDD: 20240231 and 2024011 are not).',
  fix: 'Send a real day in the form its format or type names (CCYYMMDD, YYMMDD where the guide says so).',
});
