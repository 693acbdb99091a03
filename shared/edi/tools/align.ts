/**
 * Aligns two lists of tree nodes for the document diff: first the nodes equal in every segment (same
 * structural key and content hash) as anchors, by a longest common subsequence between the common prefix
 * and suffix; then, in each gap between anchors, the nodes left on both sides paired by structural key (the
 * same tag or loop), first those whose head segment starts alike (PO1*2 with PO1*2), then in order. Paired
 * nodes are compared in depth; the rest are added or removed. Bounded: past MAX_CELLS the middle is matched
 * greedily instead of by LCS, so a 5 MB pair stays linear.
 */

export interface Alignable {
  /** Tag or loop id: what may be paired as "the same thing, changed". */
  key: string;
  /** A hash of everything under the node: equal hashes and keys are taken as equal nodes. */
  hash: number;
  /** The head segment's first element (PO101, HL01, LIN 1082): pairs a line with the same line. */
  identity: string;
}

export type Step<T> = { same: [T, T] } | { changed: [T, T] } | { removed: T } | { added: T };

/** Cells of the LCS table (rows × columns of the unequal middle) worked out exactly. */
const MAX_CELLS = 4_000_000;

const equal = (a: Alignable, b: Alignable) => a.hash === b.hash && a.key === b.key;

/** Index pairs of an LCS of a[from..] and b[from..] (both of the lengths given). */
function lcs<T extends Alignable>(a: readonly T[], b: readonly T[], n: number, m: number, a0: number, b0: number) {
  const width = m + 1;
  const table = new Uint16Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1)
    for (let j = m - 1; j >= 0; j -= 1) {
      const x = a[a0 + i];
      const y = b[b0 + j];
      table[i * width + j] =
        x && y && equal(x, y)
          ? (table[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(table[(i + 1) * width + j] ?? 0, table[i * width + j + 1] ?? 0);
    }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    const x = a[a0 + i];
    const y = b[b0 + j];
    if (x && y && equal(x, y)) pairs.push([a0 + i++, b0 + j++]);
    else if ((table[(i + 1) * width + j] ?? 0) >= (table[i * width + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}

/** Greedy anchors for a large middle: each node of a matched to the next equal node of b within a window. */
function greedy<T extends Alignable>(a: readonly T[], b: readonly T[], a0: number, a1: number, b0: number, b1: number) {
  const pairs: [number, number][] = [];
  let j = b0;
  for (let i = a0; i < a1 && j < b1; i += 1) {
    const x = a[i];
    for (let k = j; k < Math.min(b1, j + 64); k += 1) {
      const y = b[k];
      if (x && y && equal(x, y)) {
        pairs.push([i, k]);
        j = k + 1;
        break;
      }
    }
  }
  return pairs;
}

/** The anchors: equal prefix, equal suffix, and the LCS (or greedy) of the middle. */
function anchors<T extends Alignable>(a: readonly T[], b: readonly T[]): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && equal(a[start] as T, b[start] as T)) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && equal(a[endA - 1] as T, b[endB - 1] as T)) {
    endA -= 1;
    endB -= 1;
  }
  const n = endA - start;
  const m = endB - start;
  const middle = n * m <= MAX_CELLS ? lcs(a, b, n, m, start, start) : greedy(a, b, start, endA, start, endB);
  const pairs: [number, number][] = [];
  for (let i = 0; i < start; i += 1) pairs.push([i, i]);
  pairs.push(...middle);
  for (let i = 0; endA + i < a.length; i += 1) pairs.push([endA + i, endB + i]);
  return pairs;
}

/** Steps for one gap: pairs by key (same identity first, then in order), the rest removed or added. */
function gap<T extends Alignable>(left: readonly T[], right: readonly T[]): Step<T>[] {
  const partner = new Map<number, number>();
  const taken = new Set<number>();
  // Queues of the right side's free nodes by key: linear, however large the gap.
  const pair = (keyOf: (x: T) => string | undefined) => {
    const queues = new Map<string, number[]>();
    right.forEach((y, k) => {
      const key = keyOf(y);
      if (key === undefined || taken.has(k)) return;
      const queue = queues.get(key);
      if (queue) queue.push(k);
      else queues.set(key, [k]);
    });
    left.forEach((x, i) => {
      const key = keyOf(x);
      if (partner.has(i) || key === undefined) return;
      const queue = queues.get(key);
      let j = queue?.shift();
      while (j !== undefined && taken.has(j)) j = queue?.shift();
      if (j === undefined) return;
      partner.set(i, j);
      taken.add(j);
    });
  };
  pair((x) => (x.identity === '' ? undefined : `${x.key}\u0000${x.identity}`));
  pair((x) => x.key);
  const steps: Step<T>[] = [];
  let next = 0;
  left.forEach((x, i) => {
    const j = partner.get(i);
    if (j === undefined) return steps.push({ removed: x });
    // What the right side added before this partner goes first, so that steps stay in document order.
    for (; next < j; next += 1) if (!taken.has(next)) steps.push({ added: right[next] as T });
    next = Math.max(next, j + 1);
    steps.push({ changed: [x, right[j] as T] });
  });
  for (; next < right.length; next += 1) if (!taken.has(next)) steps.push({ added: right[next] as T });
  return steps;
}

/** Aligns two child lists into steps in document order. */
export function align<T extends Alignable>(a: readonly T[], b: readonly T[]): Step<T>[] {
  const steps: Step<T>[] = [];
  let i = 0;
  let j = 0;
  for (const [x, y] of [...anchors(a, b), [a.length, b.length] as [number, number]]) {
    if (x > i || y > j) steps.push(...gap(a.slice(i, x), b.slice(j, y)));
    const left = a[x];
    const right = b[y];
    if (left && right) steps.push({ same: [left, right] });
    i = x + 1;
    j = y + 1;
  }
  return steps;
}
