// The rule interchange-date: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeDate = error(interchange('014', '12'), {
  cause: 'The interchange date is not a real date.',
  fix: 'Send YYMMDD (ISA09, UNB) as a real date.',
});
