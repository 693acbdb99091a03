// The rule outside-envelope: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';

export const outsideEnvelope = error(
  interchange('024', '33'),
  {
    cause: 'A segment stands outside the envelope it needs (an ST without a GS, data after an IEA).',
    fix: 'Wrap it in its ISA/GS/ST or UNB/UNH.',
  },
  {
    outside: (tag: string, container: string) => `Segment ${tag} is outside any ${container}.`,
    /** What the segment is outside of. */
    containers: {
      interchange: 'interchange',
      interchangeHeader: 'interchange before its first functional group',
      group: 'functional group',
      transaction: 'transaction set',
      message: 'message',
    },
  },
).reportedBy('x12-interchanges', 'edifact-interchanges');
