// The rule interchange-date: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';

export const interchangeDate = error(
  interchange('014', '12'),
  {
    cause: 'The interchange date is not a real date.',
    fix: 'Send YYMMDD (ISA09, UNB) as a real date.',
  },
  {
    unbDate: (value: string, version: string, length: number) =>
      `UNB S004/0017 is '${value}', which is not a ${length === 8 ? 'CCYYMMDD (n8)' : 'YYMMDD (n6)'} date${version ? ` as syntax version ${version} requires` : ''}, or not a real one.`,
    /** What ISA and GS elements must be (envelope-values.ts words the finding). */
    expected: {
      yymmdd: 'the date is six digits, YYMMDD, and a real date',
    },
  },
);
