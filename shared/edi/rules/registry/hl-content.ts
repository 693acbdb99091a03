// The rule hl-content: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';
import type { Segment } from '../../model/segment';
import { hierarchyPlace, type GuideScope } from '../guide-link';

export const hlContent = error(
  segment('3', '13'),
  {
    cause: 'An HL level lacks a segment our guide requires there (PRF at the order level).',
    fix: 'Add the segment to that level.',
  },
  {
    hlContent: (level: string, tag: string) =>
      `The HL of level ${level} has no ${tag}; our guide requires it at that level.`,
  },
).checkedBy(checkContent);

/** When an HL's level ends: each segment the guide requires at its level (`requires`) among those it carried. */
function checkContent(
  hl: Segment,
  level: string,
  seen: ReadonlySet<string>,
  requires: readonly string[],
  scope: GuideScope<'hl-content'>,
): void {
  for (const tag of requires)
    if (!seen.has(tag))
      scope.issues.add('hl-content', hl, hlContent.messages.hlContent(level, tag), 'HL03', hierarchyPlace(scope));
}
