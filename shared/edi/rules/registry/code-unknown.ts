// The rule code-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const codeUnknown = error(
  element('7', '12'),
  {
    cause: 'A coded value is not in its code list (or not one our guide accepts).',
    fix: 'Use a code from the list.',
  },
  {
    /** EDIFACT: not in the directory's code list. */
    codeUnknown: (tag: string, ref: string, name: string, value: string, directory: string) =>
      `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}.`,
    /** X12: not among the codes our guide accepts. */
    codeNotInGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
      `${named(tag, ref)} (${name}) is '${value}', which ${guide} does not accept.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
