// The rule interchange-control-number: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeControlNumber = error(interchange('018', '12'), {
  cause: 'ISA13 is not nine digits.',
  fix: 'Send nine digits, zero-padded.',
});
