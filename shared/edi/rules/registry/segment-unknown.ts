// The rule segment-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const segmentUnknown = error(
  segment('1', '15'),
  {
    cause:
      'The tag is not a segment of the message’s UN/EDIFACT directory. (X12: our dictionary does not hold every segment of every release, so an X12 set gets no such claim; against our guide a segment it does not use is segment-not-used.)',
    fix: 'Check the spelling, or the directory your UNH names.',
  },
  {
    unknownTag: (tag: string, standard: string) => `${tag} is not a known ${standard} segment.`,
  },
).reportedBy('edifact-interchanges');
