// The rule interchange-syntax: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange } from '../define-rule';

export const interchangeSyntax = error(
  interchange('016', '2'),
  {
    cause: 'The syntax identifier (UNB 0001) or ISA11 is not valid for the version.',
    fix: 'Use UNOA…UNOY, or U / a repetition separator by X12 version.',
  },
  {
    syntaxUnknown: (syntax: string) =>
      `UNB S001/0001 is '${syntax}', which is not a syntax identifier (code list 0001: UNOA, UNOB, UNOC and so on, or IATA's IATA and IATB).`,
    /** What ISA and GS elements must be (envelope-values.ts words the finding). */
    expected: {
      repetition: 'from version 00402 on, ISA11 is the repetition separator, a character other than the delimiters',
      standardU: 'before version 00402, ISA11 is U (the U.S. EDI community of ASC X12)',
    },
  },
);
