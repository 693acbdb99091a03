// The rule element-too-long: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const elementTooLong = error(
  element('5', '39'),
  {
    cause: 'A value is longer than its maximum length.',
    fix: 'Shorten it (for numbers, signs and decimal marks do not count).',
  },
  {
    /** EDIFACT: against the directory's maximum (X12's guide lengths: elementLength in element-length.ts). */
    elementTooLong: (tag: string, ref: string, name: string, length: number, max: number, directory: string) =>
      `${named(tag, ref)} (${name}) has ${length} characters; ${directory} allows at most ${max}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
