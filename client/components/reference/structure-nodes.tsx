import { Link } from 'react-router-dom';
import { isGroup, type StructureNode } from '../../../content/directories/directory-types';
import { edifactCopy } from '../../../content/pages/edifact-directory';
import type { SegmentDef } from '../../../content/directories/directory-types';
import { edifactPath, SERVICE_SYNTAX, syntaxPath, type StructureRow } from '../../../shared/edifact-reference';
import type { TreeNode } from './structure-tree';

/** Two shapes of a structure (a directory's message, the D.96A guide's message) as one tree; an X12 guide's is
 * x12-guide-nodes.tsx (apart, so the EDIFACT pages do not load the X12 guide pages' words). */

const entry = edifactCopy.entry;
const edifactStatus = (mandatory: boolean) => ({
  status: mandatory ? entry.mandatory : entry.conditional,
  statusTitle: entry.statusNames[mandatory ? 'M' : 'C'],
});

/** A service segment (UNH, UNS, UNT) is the syntax's: its page is under /resources/edifact/syntax. */
const isServiceTag = (tag: string) => /^UN[A-Z]$/.test(tag);

function SegmentTag({ dir, tag, service }: { dir: string; tag: string; service: boolean }) {
  return <Link to={service ? syntaxPath(SERVICE_SYNTAX, tag) : edifactPath(dir, 'segments', tag)}>{tag}</Link>;
}

/** A directory's message (shared/edifact-reference.ts StructureRow), its segments linked to the same directory. */
export function directoryTree(dir: string, rows: readonly StructureRow[], prefix = ''): TreeNode[] {
  return rows.map((r, i): TreeNode => {
    const key = `${prefix}${i}-${r.id}`;
    const common = { key, step: r.id, repeat: String(r.maxRepeat), ...edifactStatus(r.mandatory) };
    if (r.children) {
      const children = directoryTree(dir, r.children, `${key}.`);
      return { ...common, label: entry.group(r.id), name: r.name, children, ...(r.heights && { heights: r.heights }) };
    }
    return { ...common, label: <SegmentTag dir={dir} tag={r.id} service={r.service === true} />, name: r.name };
  });
}

/** A message of the engine's D.96A structures; a group is named after its first segment, as the directories do. */
export function d96aTree(
  nodes: readonly StructureNode[],
  segments: Record<string, SegmentDef>,
  prefix = '',
): TreeNode[] {
  const nameOf = (n: StructureNode): string =>
    isGroup(n) ? (n.children[0] ? nameOf(n.children[0]) : '') : (segments[n.segment]?.name ?? '');
  return nodes.map((n, i): TreeNode => {
    const step = isGroup(n) ? n.group : n.segment;
    const key = `${prefix}${i}-${step}`;
    const common = { key, step, repeat: String(n.maxRepeat), name: nameOf(n), ...edifactStatus(n.required) };
    if (isGroup(n))
      return { ...common, label: entry.group(n.group), children: d96aTree(n.children, segments, `${key}.`) };
    return { ...common, label: <SegmentTag dir="d96a" tag={n.segment} service={isServiceTag(n.segment)} /> };
  });
}
