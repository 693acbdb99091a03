// The rule segment-unknown: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';

/** Security service segments (ISO 9735-5 and -6): USA, USB, USC, USD, USE, USF, USH, USL, USR, UST, USU, USX, USY. */
const SECURITY_TAG = /^US[A-Z]$/;

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
).checkedBy(checkTag);

/**
 * A segment inside a message whose directory (`label`: D.96A) lists no segment of its tag: the walk calls this
 * only then. Security segments (USH…USA, UST…USR, ISO 9735-5) around a message's data are service segments
 * no directory lists; they are not checked.
 */
function checkTag(s: Segment, label: string, issues: Report<'segment-unknown'>): void {
  if (!SECURITY_TAG.test(s.tag) && !issues.counted('segment-unknown'))
    issues.add('segment-unknown', s, segmentUnknown.messages.unknownTag(s.tag, `EDIFACT ${label}`));
}
