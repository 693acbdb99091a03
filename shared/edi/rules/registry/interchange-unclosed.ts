// The rule interchange-unclosed: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeUnclosed = error(interchange('023', '13'), {
  cause: 'The interchange has no IEA or UNZ.',
  fix: 'End it with its trailer.',
}).reportedBy('envelopes');
