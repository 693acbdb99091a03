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

/**
 * The segments a structure walk reads by document index: an array, or a set read back from a spool
 * (stream/set-spill.ts). By `at`, not `[index]`: a Proxy's index trap gets each index as a string, which V8
 * makes in the old generation (its number-string cache lives there), garbage that only a full collection frees.
 */
export interface Indexed<T> {
  at(index: number): T | undefined;
}

/**
 * Where each tag of one set or message last occurs, worked out on the first question only (most sets
 * never ask): lets a structure walk tell a segment that came early from one that is missing.
 */
export class LastOccurrence {
  private last: Map<string, number> | undefined;
  private segments: Indexed<{ tag: string }> = [];
  private first = 0;
  private end = -1;

  /** `known`: where each tag last occurs, when the reader worked it out already (a set read from a spool). */
  reset(segments: Indexed<{ tag: string }>, first: number, end: number, known?: Map<string, number>): void {
    this.segments = segments;
    this.first = first;
    this.end = end;
    this.last = known;
  }

  /** Whether `tag` occurs after position `i`. */
  after(tag: string, i: number): boolean {
    if (!this.last) {
      this.last = new Map();
      for (let p = this.first; p <= this.end; p += 1) {
        const s = this.segments.at(p);
        if (s) this.last.set(s.tag, p);
      }
    }
    return (this.last.get(tag) ?? -1) > i;
  }
}

/** What a nested level passes for `waited` (only the top level takes segments out of place): never written. */
export const NESTED: number[] = [];

/**
 * Recovery at a structure's top level, like a compiler's: when the segment at the cursor matches child `k`
 * past a mandatory child `c` whose trigger still comes later in the message, the segment came early (one
 * finding; the walk checks it where it is and stays at `c`) rather than `c` being missing and every later
 * segment out of order. `waited` holds the children already waited for once, so a child that never comes
 * costs one such judgement, not one per segment. Returns `c`, or -1.
 */
export function awaitedChild<N>(
  level: Level,
  children: readonly N[],
  mandatory: (node: N) => boolean,
  cursor: number,
  k: number,
  waited: number[],
  later: LastOccurrence,
  at: number,
): number {
  for (let c = cursor; c < k; c += 1) {
    const tag = level.triggers[c] ?? '';
    const node = children[c];
    if (
      node !== undefined &&
      mandatory(node) &&
      !waited.includes(c) &&
      tag !== level.triggers[k] &&
      later.after(tag, at)
    )
      return c;
  }
  return -1;
}
