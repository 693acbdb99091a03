// The rule hl-parent: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import type { Segment } from '../../model/segment';
import { hierarchyPlace, type GuideScope } from '../guide-link';

export const hlParent = error(
  element('7', '12'),
  {
    cause: 'HL02 names an HL01 that comes later or does not exist, or is empty below the top level.',
    fix: 'Point each HL at its parent, which must come first.',
  },
  {
    hlParent: (parent: string) => `HL02 is ${parent}, but no earlier HL has that HL01: the parent must come first.`,
    hlNoParent: (level: string) =>
      `HL02 is empty, but only the shipment level (S) stands without a parent; this HL is level ${level}.`,
  },
).checkedBy(checkParent);

/**
 * HL02 names an earlier HL01 (`levels`: the level of each); empty only at the top level of `order` (the
 * guide's levels, top first), or on the set's first HL.
 */
function checkParent(
  s: Segment,
  parent: string,
  level: string,
  order: readonly string[],
  levels: ReadonlyMap<string, string>,
  scope: GuideScope<'hl-parent'>,
): void {
  const { messages } = hlParent;
  if (parent === '') {
    if (level !== order[0] && levels.size > 0)
      scope.issues.add('hl-parent', s, messages.hlNoParent(level), 'HL02', hierarchyPlace(scope, 2));
  } else if (!levels.has(parent))
    scope.issues.add('hl-parent', s, messages.hlParent(parent), 'HL02', hierarchyPlace(scope, 2));
}
