// The rule interchange-ack-requested: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

export const interchangeAckRequested = error(
  interchange('019', '12'),
  {
    cause: 'ISA14 is neither 0 nor 1.',
    fix: 'Send 0, or 1 to request a TA1.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      zeroOrOne: 'the acknowledgment request is 0 (none) or 1 (a TA1 is requested)',
    },
  },
).checkedBy(checkAckRequested);

/** ISA14: 0 or 1. */
function checkAckRequested(isa: Segment, issues: Report<'interchange-ack-requested'>): void {
  const value = valueOf(isa, 14);
  if (value !== '0' && value !== '1')
    badValue('interchange-ack-requested', isa, 14, interchangeAckRequested.messages.expected.zeroOrOne, issues);
}
