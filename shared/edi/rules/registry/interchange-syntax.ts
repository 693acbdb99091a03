// The rule interchange-syntax: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, interchange, type Report } from '../define-rule';
import type { Delimiters, Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';
import { ISA_VERSIONS } from './interchange-version';

/** Syntax identifiers of code list 0001: UN/ECE's levels (UNOA…UNOY) and IATA's and Korea's (IATA, IATB, KECA). */
const SYNTAX_IDENTIFIERS = /^(UNO[A-KWXY]|IAT[AB]|KECA)$/;

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
).checkedBy({ isa: checkIsa11, unb: checkSyntaxIdentifier });

/**
 * ISA11: from 00402 on the repetition separator, before the standards identifier U. With an unknown ISA12
 * (interchange-version) its meaning is unknown too; equal to ISA16, it is reported once, on ISA16.
 */
function checkIsa11(isa: Segment, d: Delimiters, issues: Report<'interchange-syntax'>): void {
  const version = valueOf(isa, 12);
  if (!ISA_VERSIONS.test(version)) return;
  const { expected } = interchangeSyntax.messages;
  if (version >= '00402' ? !d.repetition && valueOf(isa, 11) !== valueOf(isa, 16) : valueOf(isa, 11) !== 'U')
    badValue('interchange-syntax', isa, 11, version >= '00402' ? expected.repetition : expected.standardU, issues);
}

/** UNB S001/0001: a syntax identifier of code list 0001. */
function checkSyntaxIdentifier(unb: Segment, issues: Report<'interchange-syntax'>): void {
  const syntax = unb.elements[0]?.[0] ?? '';
  if (!SYNTAX_IDENTIFIERS.test(syntax))
    issues.add('interchange-syntax', unb, interchangeSyntax.messages.syntaxUnknown(syntax), 'S001/0001');
}
