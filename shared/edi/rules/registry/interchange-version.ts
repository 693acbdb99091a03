// The rule interchange-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, interchange } from '../define-rule';

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
);
