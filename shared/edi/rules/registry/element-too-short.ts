// The rule element-too-short: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const elementTooShort = error(
  element('4', '40'),
  {
    cause: 'A value is shorter than its minimum length.',
    fix: 'Pad or complete it.',
  },
  {
    /** EDIFACT: against the directory's fixed length (X12's guide lengths: elementLength in element-length.ts). */
    elementTooShort: (tag: string, ref: string, name: string, length: number, min: number, directory: string) =>
      `${named(tag, ref)} (${name}) has ${length} characters; ${directory} requires exactly ${min}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
