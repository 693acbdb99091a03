// The rule functional-id: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set } from '../define-rule';

export const functionalId = error(
  set('18', undefined, { v4010: '1' }),
  {
    cause: 'The set travels in a group of another kind (an 850 under GS01 IN).',
    fix: 'Put the set in a group with its functional identifier (PO for an 850).',
  },
  {
    functionalId: (code: string, expected: string, actual: string) =>
      `Transaction set ${code} belongs in a functional group ${expected}, but GS01 is ${actual || '(empty)'}.`,
  },
).reportedBy('x12-interchanges');
