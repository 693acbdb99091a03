// The rule element-not-used: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { warning } from '../define-rule';
import { named } from '../wording';

export const elementNotUsed = warning(
  {},
  {
    cause: 'Our guide marks the element not used.',
    fix: 'Leave it empty; we ignore it.',
  },
  {
    elementNotUsed: (tag: string, ref: string, name: string, guide: string) =>
      `${named(tag, ref)} (${name}) is not used in ${guide}; we ignore it.`,
  },
).reportedBy('x12-guide-elements');
