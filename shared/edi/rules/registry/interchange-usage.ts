// The rule interchange-usage: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

export const interchangeUsage = error(
  interchange('020', '12'),
  {
    cause: 'ISA15 is not P, T or I.',
    fix: 'Send P (production), T (test) or I (information).',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      usage: 'the usage indicator is P (production), T (test) or I (information)',
    },
  },
);
