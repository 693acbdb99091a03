/**
 * What a structure walk needs per level of a structure (EDIFACT segment groups, X12 loops): each child's
 * trigger tag (a group's first segment), and whether a later sibling starts with the same tag (then a
 * repeat past the maximum belongs to that sibling). Worked out once per level.
 */

export interface Level {
  triggers: string[];
  laterSibling: boolean[];
}

/** A cached `levelOf` for structures whose nodes give their trigger tag by `triggerOf`. */
export function structureLevels<N>(triggerOf: (node: N) => string): (children: readonly N[]) => Level {
  const levels = new WeakMap<readonly N[], Level>();
  return (children) => {
    let level = levels.get(children);
    if (!level) {
      const triggers = children.map(triggerOf);
      level = { triggers, laterSibling: triggers.map((t, k) => triggers.indexOf(t, k + 1) > k) };
      levels.set(children, level);
    }
    return level;
  };
}
