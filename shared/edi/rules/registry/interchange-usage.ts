// The rule interchange-usage: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

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
).checkedBy(checkUsage);

/** ISA15: P, T or I. */
function checkUsage(isa: Segment, issues: Report<'interchange-usage'>): void {
  if (!['P', 'T', 'I'].includes(valueOf(isa, 15)))
    badValue('interchange-usage', isa, 15, interchangeUsage.messages.expected.usage, issues);
}
