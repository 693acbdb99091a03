// The rule interchange-syntax: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeSyntax = error(interchange('016', '2'), {
  cause: 'The syntax identifier (UNB 0001) or ISA11 is not valid for the version.',
  fix: 'Use UNOA…UNOY, or U / a repetition separator by X12 version.',
});
