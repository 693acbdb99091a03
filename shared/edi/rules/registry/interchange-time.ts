// The rule interchange-time: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

export const interchangeTime = error(
  interchange('015', '12'),
  {
    cause: 'The interchange time is not a time of day.',
    fix: 'Send HHMM, 0000 to 2359.',
  },
  {
    envelopeTime: (ref: string, value: string) => `${ref} is '${value}', which is not a time of day (HHMM).`,
  },
);
