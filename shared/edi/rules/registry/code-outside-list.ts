// The rule code-outside-list: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { warning } from '../define-rule';
import { named } from '../wording';

export const codeOutsideList = warning(
  {},
  {
    cause: 'A code outside the list, where a subset (EANCOM), Z codes or our open lists allow agreed ones.',
    fix: 'Check the code is agreed with your partner.',
  },
  {
    /** EDIFACT: a subset the message names (EANCOM) may define it. */
    codeSubset: (tag: string, ref: string, name: string, value: string, directory: string, subset: string) =>
      `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}; ${subset}, the subset this message names, may define it.`,
    /** EDIFACT: a Z code, agreed between partners. */
    codeAgreed: (tag: string, ref: string, name: string, value: string, directory: string) =>
      `${named(tag, ref)} (${name}) is '${value}', which is not in the code list of ${directory}; codes starting with Z are for use agreed between partners.`,
    /** X12: an open list of our guide's. */
    codeOutsideGuide: (tag: string, ref: string, name: string, value: string, guide: string) =>
      `${named(tag, ref)} (${name}) is '${value}', which is not among the codes ${guide} lists; agree it with us first.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
