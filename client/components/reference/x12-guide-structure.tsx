import type { Guide } from '../../../content/x12-guides/guide-types';
import { guideTree } from './x12-guide-nodes';
import { StructureTree } from './structure-tree';
import { withHeights } from '../../../shared/reference/tree-height';

/** The guide's segments and loops in order, as the same tree as an EDIFACT message's, each segment linked to its details. */
export function GuideStructure({ guide }: { guide: Guide }) {
  return <StructureTree nodes={withHeights(guideTree(guide))} />;
}
