// The rule group-unclosed: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';

export const groupUnclosed = error(group('3', '13'), {
  cause: 'The functional group has no GE or UNE.',
  fix: 'End it with its trailer.',
}).reportedBy('envelopes');
