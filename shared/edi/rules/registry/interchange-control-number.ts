// The rule interchange-control-number: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

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
).checkedBy(checkControlNumber);

/** ISA13: nine digits. */
function checkControlNumber(isa: Segment, issues: Report<'interchange-control-number'>): void {
  if (!/^\d{9}$/.test(valueOf(isa, 13)))
    badValue('interchange-control-number', isa, 13, interchangeControlNumber.messages.expected.nineDigits, issues);
}
