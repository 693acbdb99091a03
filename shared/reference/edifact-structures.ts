/**
 * D.96A message structures and segment definitions (with the ISO 9735 service segments and CONTRL),
 * without the code lists: what a per-message reference page needs. Import it dynamically.
 */
import segments from '../../content/directories/edifact-d96a-segments.json';
import structures from '../../content/directories/edifact-d96a-structures.json';
import { contrlStructure, serviceSegments } from '../edi/data/edifact-service';
import { isGroup, type SegmentDef, type StructureNode } from '../edi/model/directory';

export const messageStructures: Readonly<Record<string, StructureNode[]>> = { ...structures, CONTRL: contrlStructure };
export const segmentDefinitions: Readonly<Record<string, SegmentDef>> = { ...segments, ...serviceSegments };

/** One message's structure and the definitions of just the segments it uses. */
export interface MessageStructure {
  code: string;
  nodes: StructureNode[];
  segments: Record<string, SegmentDef>;
}

export function messageStructure(code: string): MessageStructure | undefined {
  const nodes = messageStructures[code];
  if (!nodes) return undefined;
  const used: Record<string, SegmentDef> = {};
  const walk = (list: StructureNode[]) => {
    for (const n of list) {
      if (isGroup(n)) walk(n.children);
      else {
        const def = segmentDefinitions[n.segment];
        if (def) used[n.segment] = def;
      }
    }
  };
  walk(nodes);
  return { code, nodes, segments: used };
}
