// The rule interchange-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

/**
 * ISA12, the interchange control version numbers X12 has published: 00VRR by version V (2 to 8) and release
 * (00200, 00401, 00501, 00801), so 04010, 00999 and 99999 are none.
 */
export const ISA_VERSIONS = /^00[2-8]0\d$/;

export const interchangeVersion = error(
  interchange('017', '2'),
  {
    cause: 'ISA12 is not an X12 control version.',
    fix: 'Send 00401, 00501…',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      isaVersion:
        "the interchange control version is one of X12's code list, 00VRR: 00200 to 00801, such as 00401 for 4010 or 00501 for 5010",
    },
  },
).checkedBy(checkVersion);

/** ISA12 is a code list, not any five digits. */
function checkVersion(isa: Segment, issues: Report<'interchange-version'>): void {
  if (!ISA_VERSIONS.test(valueOf(isa, 12)))
    badValue('interchange-version', isa, 12, interchangeVersion.messages.expected.isaVersion, issues);
}
