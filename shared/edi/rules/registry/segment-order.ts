// The rule segment-order: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, segment } from '../define-rule';

export const segmentOrder = error(
  segment('7', '15'),
  {
    cause: 'A segment stands where the structure does not allow it.',
    fix: 'Move it to its place in the structure.',
  },
  {
    /** EDIFACT: against the message's structure in its directory. */
    segmentOrder: (tag: string, message: string) =>
      `${tag} is out of place: the ${message} structure does not allow it here.`,
    segmentEarly: (tag: string, expected: string, message: string) =>
      `${tag} comes too early: the ${message} structure puts it after ${expected}, which comes later in this message. It was checked where it stands.`,
    /** X12: against a guide. */
    outOfOrder: (tag: string, after: string, guide: string) =>
      `${tag} is out of order: in ${guide} it does not come after ${after}.`,
    tooEarly: (tag: string, expected: string, guide: string) =>
      `${tag} comes too early: in ${guide} it follows ${expected}, which comes later in this set. It was checked where it stands.`,
  },
).reportedBy('x12-guide', 'edifact-structure');
