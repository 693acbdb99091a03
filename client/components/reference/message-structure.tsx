import { structureCopy } from '../../../content/inspector/links';
import type { MessageStructure } from '../../../shared/reference/edifact-structures';
import { theme } from '../../lib/theme';
import { d96aTree } from './structure-nodes';
import { StructureTree } from './structure-tree';
import { withHeights } from '../../../shared/reference/tree-height';

const copy = structureCopy;

/**
 * The structure of CONTRL (the one message of the EDIFACT guide whose page is not a directory page, #47), as the
 * directory pages draw theirs (the same tree); each segment links to its page, where its elements are.
 */
export function MessageStructureTable({ structure }: { structure: MessageStructure }) {
  const headingId = `structure-${structure.code}`;
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 40 }}>
      <h2 id={headingId} css={{ margin: '0 0 8px' }}>
        {copy.heading(structure.code)}
      </h2>
      <p css={{ margin: '0 0 16px', color: theme.color.muted, maxWidth: 760 }}>{copy.intro}</p>
      <StructureTree nodes={withHeights(d96aTree(structure.nodes, structure.segments))} />
    </section>
  );
}
