// The rule element-too-many: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';

export const elementTooMany = error(
  element('3', '8'),
  {
    cause: 'The segment has more elements than defined.',
    fix: 'Remove the extra elements (check for a stray separator).',
  },
  {
    elementTooMany: (tag: string, given: number, defined: number, directory: string) =>
      `${tag} has ${given} data elements; ${directory} defines ${defined}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
