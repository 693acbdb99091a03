// The rule interchange-time: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';

export const interchangeTime = error(
  interchange('015', '12'),
  {
    cause: 'The interchange time is not a time of day.',
    fix: 'Send HHMM, 0000 to 2359.',
  },
  {
    envelopeTime: (ref: string, value: string) => `${ref} is '${value}', which is not a time of day (HHMM).`,
    /** What ISA and GS elements must be (envelope-values.ts words the finding). */
    expected: {
      isaTime: 'the time is HHMM, 0000 to 2359',
    },
  },
);
