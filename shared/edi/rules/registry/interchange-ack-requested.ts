// The rule interchange-ack-requested: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeAckRequested = error(interchange('019', '12'), {
  cause: 'ISA14 is neither 0 nor 1.',
  fix: 'Send 0, or 1 to request a TA1.',
});
