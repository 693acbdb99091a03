// The rule hl-id: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import type { Segment } from '../../model/segment';
import { hierarchyPlace, type GuideScope } from '../guide-link';

export const hlId = error(
  element('7', '12'),
  {
    cause: 'Two HL segments have the same HL01.',
    fix: 'Number the HL segments 1, 2, 3… within the set.',
  },
  {
    hlDuplicate: (id: string) => `HL01 ${id || '(empty)'} is used twice: each HL needs its own id.`,
  },
).checkedBy(checkId);

/** HL01 unique in the set (`levels`: the level of every HL01 before this one). */
function checkId(s: Segment, id: string, levels: ReadonlyMap<string, string>, scope: GuideScope<'hl-id'>): void {
  if (levels.has(id)) scope.issues.add('hl-id', s, hlId.messages.hlDuplicate(id), 'HL01', hierarchyPlace(scope, 1));
}
