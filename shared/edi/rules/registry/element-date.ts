// The rule element-date: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

/**
 * An X12 DT or TM element that is no date or time: AK403/IK403 8 and 9 say so.
 */
export const elementDate = error(
  element('8', '12'),
  {
    cause:
      'A date holds no real date: an X12 DT element (20261345, or the wrong length), or an EDIFACT DTM value that breaks its format code 2379 (102 is CCYYMMDD: 20240231 and 2024011 are not).',
    fix: 'Send a real day in the form its format or type names (CCYYMMDD, YYMMDD where the guide says so).',
  },
  {
    dateFormat: (tag: string, ref: string, value: string, format: string, pattern: string) =>
      `${named(tag, ref)} is '${value}', which is not a real ${pattern} value: format ${format} (C507/2379) asks for that form.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
