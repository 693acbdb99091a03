// The rule segment-empty: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { warning } from '../define-rule';

export const segmentEmpty = warning(
  {},
  {
    cause: 'Two segment terminators follow each other.',
    fix: 'Remove the empty segment.',
  },
  {
    emptySegment: (after: string) =>
      `An empty segment follows ${after || 'the header'}: two segment terminators in a row. It is ignored.`,
  },
).reportedBy('reading');
