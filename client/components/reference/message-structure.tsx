import { Link } from 'react-router-dom';
import { edifactPath } from '../../../shared/edifact-reference';
import { structureCopy } from '../../../content/inspector/links';
import type { MessageStructure } from '../../../shared/reference/edifact-structures';
import { theme } from '../../lib/theme';
import { d96aTree } from './structure-nodes';
import { StructureTree } from './structure-tree';

const copy = structureCopy;

/**
 * The D.96A structure of one message, as the directory page draws it (the same tree); each segment links to
 * its directory page, where its elements are, so the elements live on one page only.
 */
export function MessageStructureTable({ structure }: { structure: MessageStructure }) {
  const headingId = `structure-${structure.code}`;
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 40 }}>
      <h2 id={headingId} css={{ margin: '0 0 8px' }}>
        {copy.heading(structure.code)}
      </h2>
      <p css={{ margin: '0 0 16px', color: theme.color.muted, maxWidth: 760 }}>
        {copy.intro}{' '}
        <Link to={edifactPath('d96a', 'messages', structure.code)}>{copy.directoryLink(structure.code)}</Link>
      </p>
      <StructureTree nodes={d96aTree(structure.nodes, structure.segments)} />
    </section>
  );
}
