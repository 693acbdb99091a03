// The rule interchange-usage: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeUsage = error(interchange('020', '12'), {
  cause: 'ISA15 is not P, T or I.',
  fix: 'Send P (production), T (test) or I (information).',
});
