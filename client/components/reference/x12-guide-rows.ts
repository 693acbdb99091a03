import {
  isLoop,
  type Guide,
  type GuideLoop,
  type GuideNode,
  type GuideSegment,
} from '../../../content/x12-guides/guide-types';

export type GuideRow =
  | { kind: 'loop'; node: GuideLoop; depth: number; path: string }
  | { kind: 'segment'; node: GuideSegment; depth: number; path: string };

/** A guide's segments and loops in order, with their depth and the loop path they sit in (`PO1.N1`). */
export function guideRows(guide: Guide): GuideRow[] {
  const rows: GuideRow[] = [];
  const walk = (nodes: readonly GuideNode[], depth: number, path: string) => {
    for (const node of nodes) {
      if (isLoop(node)) {
        rows.push({ kind: 'loop', node, depth, path });
        walk(node.children, depth + 1, path ? `${path}.${node.id}` : node.id);
      } else rows.push({ kind: 'segment', node, depth, path });
    }
  };
  walk(guide.structure, 0, '');
  return rows;
}
