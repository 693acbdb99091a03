// The rule functional-id: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, set, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { X12Dictionary } from '../../model/directory';

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
).checkedBy(checkFunctionalId);

/** A known set (ST01) in a GS whose GS01 is the functional identifier X12 gives its code. */
function checkFunctionalId(
  st: Segment,
  code: string,
  group: { explicit: boolean; functionalId: string },
  dict: X12Dictionary,
  issues: Report<'functional-id'>,
): void {
  if (!dict.transactionSets[code]) return;
  const expected = dict.functionalIds[code];
  if (group.explicit && expected && expected !== group.functionalId)
    issues.add('functional-id', st, functionalId.messages.functionalId(code, expected, group.functionalId), 'GS01');
}
