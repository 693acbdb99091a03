// The rule functional-id: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, set } from '../define-rule';

export const functionalId = error(set('18', undefined, { v4010: '1' }), {
  cause: 'The set travels in a group of another kind (an 850 under GS01 IN).',
  fix: 'Put the set in a group with its functional identifier (PO for an 850).',
});
