// The rule interchange-qualifier: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeQualifier = error(
  interchange('005', '12', { byElement: { ISA01: '010', ISA03: '012', ISA05: '005', ISA07: '007' } }),
  {
    cause: 'An ISA qualifier (ISA01, 03, 05, 07) is not an X12 code.',
    fix: 'Use 00 for no authorization or security, ZZ, 01, 12… for ids.',
  },
);
