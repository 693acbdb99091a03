/**
 * What changed in a message's structure from one directory to the next: segments and groups added or
 * removed, maximum repeats and status changed. Groups are matched by their place and first segment, not by
 * number: a group inserted early renumbers every later one, and that alone is not a change.
 */
import type { StructureChanges } from '../../shared/edifact-reference';
import type { DirModel, RawNode } from './edifact-model';

interface Flat {
  /** How the entry is shown: SG2/NAD, SG25 (LIN). */
  label: string;
  mandatory: boolean;
  maxRepeat: number;
}

/** Each segment and group under a key that survives renumbering: the trigger tags of its groups, then its tag. */
function flatten(nodes: readonly RawNode[], into = new Map<string, Flat>(), keyPath = '', labelPath = '') {
  const seen = new Map<string, number>();
  for (const [id, mandatory, maxRepeat, children] of nodes) {
    const trigger = typeof id === 'string' ? id : String(children?.[0]?.[0] ?? '');
    const base = typeof id === 'string' ? id : `[${trigger}]`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const key = `${keyPath}/${base}${n > 1 ? `#${n}` : ''}`;
    const own = typeof id === 'string' ? id : `SG${id}`;
    const label = labelPath ? `${labelPath}/${own}` : own;
    // A group is shown with its first segment: SG8 (PAT) and SG8 (PYT) are different groups.
    into.set(key, {
      label: typeof id === 'string' ? label : `${label} (${trigger})`,
      mandatory: mandatory === 1,
      maxRepeat,
    });
    if (children) flatten(children, into, key, label);
  }
  return into;
}

const parentOf = (key: string) => key.slice(0, key.lastIndexOf('/'));

export function structureChanges(
  previous: DirModel,
  before: readonly RawNode[],
  after: readonly RawNode[],
): StructureChanges {
  const old = flatten(before);
  const now = flatten(after);
  const changes: StructureChanges = {
    previous: { id: previous.summary.id, label: previous.summary.label },
    added: [],
    removed: [],
    repeats: [],
    status: [],
  };
  // A group added or removed is listed once, not with each segment inside it.
  const added = new Set<string>();
  for (const [key, entry] of now) {
    const was = old.get(key);
    if (!was) {
      added.add(key);
      if (!added.has(parentOf(key))) changes.added.push(entry.label);
    } else {
      if (was.maxRepeat !== entry.maxRepeat)
        changes.repeats.push({ id: entry.label, before: was.maxRepeat, after: entry.maxRepeat });
      if (was.mandatory !== entry.mandatory) changes.status.push({ id: entry.label, mandatory: entry.mandatory });
    }
  }
  const removed = new Set<string>();
  for (const [key, entry] of old)
    if (!now.has(key)) {
      removed.add(key);
      if (!removed.has(parentOf(key))) changes.removed.push(entry.label);
    }
  return changes;
}
