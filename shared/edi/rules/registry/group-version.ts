// The rule group-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, group } from '../define-rule';

export const groupVersion = error(
  group('2', '2'),
  {
    cause: 'GS08 is not an X12 release.',
    fix: 'Send 004010, 005010… (suffixes such as VICS allowed).',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      agency: 'the responsible agency is X (ASC X12) or T (TDCC)',
      version: 'the version is a release such as 004010 or 005010 (its first six characters)',
    },
  },
);
