// The rule group-control-number: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, group, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

export const groupControlNumber = error(
  group('6', '12'),
  {
    cause: 'GS06 is not one to nine digits.',
    fix: 'Send digits only.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      groupControl: 'the group control number is one to nine digits',
    },
  },
).checkedBy(checkGroupControlNumber);

/** GS06: one to nine digits. */
function checkGroupControlNumber(gs: Segment, issues: Report<'group-control-number'>): void {
  if (!/^\d{1,9}$/.test(valueOf(gs, 6)))
    badValue('group-control-number', gs, 6, groupControlNumber.messages.expected.groupControl, issues);
}
