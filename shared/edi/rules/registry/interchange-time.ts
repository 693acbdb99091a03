// The rule interchange-time: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { isTime } from '../../syntax/dates';

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
).checkedBy({ isa: checkIsaTime, unb: checkUnbTime });

/** ISA10: HHMM, a time of day. */
function checkIsaTime(isa: Segment, issues: Report<'interchange-time'>): void {
  const time = valueOf(isa, 10);
  if (!isTime(time) || time.length !== 4)
    badValue('interchange-time', isa, 10, interchangeTime.messages.expected.isaTime, issues);
}

/** UNB S004/0019: a time of day. */
function checkUnbTime(unb: Segment, issues: Report<'interchange-time'>): void {
  const time = unb.elements[3]?.[1] ?? '';
  if (!isTime(time))
    issues.add('interchange-time', unb, interchangeTime.messages.envelopeTime('UNB S004/0019', time), 'S004/0019');
}
