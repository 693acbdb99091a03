// The rule hl-level: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import type { Segment } from '../../model/segment';
import { hierarchyPlace, type GuideScope } from '../guide-link';

export const hlLevel = error(
  element('7', '12'),
  {
    cause: 'An HL level sits under a level that may not hold it (an order under an item).',
    fix: 'Nest shipment, order, tare, pack, item in that order.',
  },
  {
    hlLevel: (level: string, parent: string, order: string) =>
      `HL03 is ${level} under a parent of level ${parent}: levels nest in the order ${order}.`,
  },
).checkedBy(checkLevel);

/** HL03 below its parent's level in `order` (the guide's levels, top first); a parent not found is hl-parent's. */
function checkLevel(
  s: Segment,
  parent: string,
  level: string,
  order: readonly string[],
  levels: ReadonlyMap<string, string>,
  scope: GuideScope<'hl-level'>,
): void {
  const parentLevel = parent === '' ? undefined : levels.get(parent);
  if (parentLevel !== undefined && order.includes(level) && order.indexOf(level) <= order.indexOf(parentLevel))
    scope.issues.add(
      'hl-level',
      s,
      hlLevel.messages.hlLevel(level, parentLevel, order.join(', ')),
      'HL03',
      hierarchyPlace(scope, 3),
    );
}
