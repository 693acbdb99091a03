// The rule element-missing: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const elementMissing = error(
  element('1', '13'),
  {
    cause: 'A mandatory element or component is empty.',
    fix: 'Fill it in.',
  },
  {
    elementMissing: (tag: string, ref: string, name: string, directory: string) =>
      `${named(tag, ref)} (${name}) is mandatory in ${directory} but is empty or missing.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements', 'edifact-interchanges');
