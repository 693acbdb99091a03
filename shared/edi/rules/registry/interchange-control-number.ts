// The rule interchange-control-number: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

export const interchangeControlNumber = error(
  interchange('018', '12'),
  {
    cause: 'ISA13 is not nine digits.',
    fix: 'Send nine digits, zero-padded.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      nineDigits: 'the interchange control number is nine digits',
    },
  },
);
