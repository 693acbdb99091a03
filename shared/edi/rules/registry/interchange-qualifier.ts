// The rule interchange-qualifier: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';

export const interchangeQualifier = error(
  interchange('005', '12', { byElement: { ISA01: '010', ISA03: '012', ISA05: '005', ISA07: '007' } }),
  {
    cause: 'An ISA qualifier (ISA01, 03, 05, 07) is not an X12 code.',
    fix: 'Use 00 for no authorization or security, ZZ, 01, 12… for ids.',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      authorization: 'the authorization qualifiers are 00 to 06 (00: none)',
      security: 'the security qualifiers are 00 (none) and 01 (password)',
      qualifier: "an interchange ID qualifier is one of X12's codes (01, 08, 12, 14, ZZ and so on)",
    },
  },
);
