import { x12GuideCopy } from '../../../content/pages/x12-guide';
import { loopAnchor, segmentAnchor } from '../../../content/x12-guides/guide-anchors';
import { isLoop, type Guide, type GuideNode } from '../../../content/x12-guides/guide-types';
import type { TreeNode } from './structure-tree';

/** An X12 guide's structure as the tree structure-tree.tsx draws (the EDIFACT shapes: structure-nodes.tsx). */

const x12 = x12GuideCopy;
export const maxUse = (max: number): string => (max === 0 ? x12.unbounded : String(max));

/** An X12 guide: loops nested, each segment linked to its elements further down the page. */
export function guideTree(guide: Guide, nodes: readonly GuideNode[] = guide.structure): TreeNode[] {
  return nodes.map((n): TreeNode => {
    const common = { repeat: maxUse(n.max), status: n.usage, statusTitle: x12.usageWords[n.usage] };
    if (isLoop(n)) {
      const id = loopAnchor(guide, n);
      return { ...common, key: id, id, step: n.id, label: x12.loop(n.id), children: guideTree(guide, n.children) };
    }
    const anchor = segmentAnchor(guide, n);
    return {
      ...common,
      key: anchor,
      step: n.tag,
      name: n.name,
      label: <a href={`#${anchor}`}>{n.tag}</a>,
    };
  });
}
