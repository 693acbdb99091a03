// The rule component-too-many: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import { named } from '../wording';

export const componentTooMany = error(
  element('13', '16', { v4010: '3' }),
  {
    cause: 'An element has more components than its composite defines.',
    fix: 'Remove the extra components.',
  },
  {
    componentTooMany: (tag: string, ref: string, given: number, defined: number) =>
      `${named(tag, ref)} has ${given} components; it has ${defined === 1 ? 'none (it is a simple element)' : defined}.`,
  },
).reportedBy('x12-guide-elements', 'edifact-elements');
