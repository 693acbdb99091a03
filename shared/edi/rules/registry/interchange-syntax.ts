// The rule interchange-syntax: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
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
  },
);
