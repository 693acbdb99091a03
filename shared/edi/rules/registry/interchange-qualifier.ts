// The rule interchange-qualifier: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

/** ISA05 and ISA07: the interchange ID qualifiers X12 defines. */
const QUALIFIERS = new Set(
  '01 02 03 04 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 AM NR SA SN ZZ'.split(
    ' ',
  ),
);
/** ISA01 and ISA03: authorization and security information qualifiers. */
const AUTHORIZATION = new Set(['00', '01', '02', '03', '04', '05', '06']);
const SECURITY = new Set(['00', '01']);

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
).checkedBy(checkQualifiers);

/** ISA01, ISA03, ISA05 and ISA07: each a qualifier of its X12 code list. */
function checkQualifiers(isa: Segment, issues: Report<'interchange-qualifier'>): void {
  const { expected } = interchangeQualifier.messages;
  const code = 'interchange-qualifier';
  if (!AUTHORIZATION.has(valueOf(isa, 1))) badValue(code, isa, 1, expected.authorization, issues);
  if (!SECURITY.has(valueOf(isa, 3))) badValue(code, isa, 3, expected.security, issues);
  if (!QUALIFIERS.has(valueOf(isa, 5))) badValue(code, isa, 5, expected.qualifier, issues);
  if (!QUALIFIERS.has(valueOf(isa, 7))) badValue(code, isa, 7, expected.qualifier, issues);
}
