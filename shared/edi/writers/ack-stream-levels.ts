/**
 * The first reading of ack-stream.ts: where each finding of a document read piece by piece falls (its set,
 * group or interchange), found as rules/ack-findings.ts finds it, given the interchanges, the groups and only
 * the sets a finding can fall in, so that memory grows with the findings (at most 1,000) and the groups, not
 * with the sets.
 */
import { findingsByEnvelope, type AckFinding, type InterchangeFindings } from '../rules/ack-findings';
import type { GroupRecord, InterchangeRecord, SetRecord, SkeletonRecord, Spool } from '../stream/ack-skeleton';
import type { Finding, Group, Interchange, Segment, Transaction } from '../model/types';

/** Where each finding falls: per set (by its ordinal), per group and per interchange (by theirs). */
export interface FindingLevels {
  sets: Map<number, AckFinding[]>;
  groups: Map<number, AckFinding[]>;
  interchanges: Map<number, InterchangeFindings>;
  groupRecords: GroupRecord[];
  interchangeRecords: InterchangeRecord[];
  /** Per group ordinal: sets with a finding a CONTRL reports. */
  reported: Set<number>;
}

/** The first index in sorted `indexes` at or after `value`. */
function lowerBound(indexes: readonly number[], value: number): number {
  let lo = 0;
  let hi = indexes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((indexes[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export const transactionOf = (r: SetRecord): Transaction => ({
  code: r.code,
  control: r.control,
  ...(r.version !== undefined && { version: r.version }),
  first: r.first,
  last: r.last,
});

/**
 * The first reading: the sets a finding may fall in are those starting last at or before its segment (and
 * last before it: a missing trailer is reported at the next header) and those holding it. findingsByEnvelope
 * then places every finding as it does in the whole document, since the set it looks for is among them.
 */
export function findingLevels(
  issues: readonly Finding[],
  count: number,
  skeleton: Spool<SkeletonRecord>,
): FindingLevels {
  const indexes = [...new Set(issues.filter((f) => f.pos >= 1).map((f) => f.pos - 1))].sort((a, b) => a - b);
  const groupRecords: GroupRecord[] = [];
  const interchangeRecords: InterchangeRecord[] = [];
  const wanted = new Map<number, SetRecord>();
  let atOrBefore = 0;
  let before = 0;
  let previous: [number, SetRecord] | undefined;
  let ordinal = 0;
  for (const r of skeleton.replay()) {
    if (r.k === 'g') groupRecords[r.g] = r;
    else if (r.k === 'i') interchangeRecords[r.i] = r;
    else {
      let take = false;
      for (; atOrBefore < indexes.length && (indexes[atOrBefore] ?? 0) < r.first; atOrBefore += 1) take = true;
      for (; before < indexes.length && (indexes[before] ?? 0) <= r.first; before += 1) take = true;
      if (take && previous) wanted.set(previous[0], previous[1]);
      if ((indexes[lowerBound(indexes, r.first)] ?? Number.POSITIVE_INFINITY) <= r.last) wanted.set(ordinal, r);
      previous = [ordinal, r];
      ordinal += 1;
    }
  }
  if (previous && (atOrBefore < indexes.length || before < indexes.length)) wanted.set(previous[0], previous[1]);

  // The document as findingsByEnvelope reads it: every interchange and group, the wanted sets, the headers' tags.
  const interchanges = interchangeRecords.map(({ k: _k, i: _i, headerTag: _t, ...fields }): Interchange => ({
    ...fields,
    groups: [],
  }));
  const groups = groupRecords.map(({ k: _k, g: _g, i, sets: _s, count: _c, ...fields }): Group => {
    const group: Group = { ...fields, transactions: [] };
    interchanges[i]?.groups.push(group);
    return group;
  });
  const setOrdinal = new Map<Transaction, number>();
  for (const [n, r] of [...wanted].sort((a, b) => a[0] - b[0])) {
    const tx = transactionOf(r);
    setOrdinal.set(tx, n);
    groups[r.g]?.transactions.push(tx);
  }
  // Sparse: `segments.length = count` made V8 allocate every slot at once (9 MB for 1.2 million segments, 23 MB
  // for 2.9 million), a peak at the start of each large acknowledgment. The last index written first (a segment
  // of no tag, which findingsByEnvelope never reads) keeps the array sparse, with the same length.
  const segments: Segment[] = [];
  if (count > 0) segments[count - 1] = { pos: count, tag: '', offset: 0, elements: [] };
  for (const r of interchangeRecords)
    segments[r.header] = { pos: r.header + 1, tag: r.headerTag, offset: 0, elements: [] };
  const placed = findingsByEnvelope({
    standard: undefined,
    delimiters: undefined,
    segments,
    interchanges,
    issues: [...issues],
    truncated: false,
    counts: {},
    length: 0,
  });

  const levels: FindingLevels = {
    sets: new Map(),
    groups: new Map(),
    interchanges: new Map(),
    groupRecords,
    interchangeRecords,
    reported: new Set(),
  };
  const interchangeOrdinal = new Map(interchanges.map((ic, n) => [ic, n]));
  const groupOrdinal = new Map(groups.map((g, n) => [g, n]));
  for (const ic of placed) {
    levels.interchanges.set(interchangeOrdinal.get(ic.interchange) ?? -1, ic);
    for (const g of ic.groups) {
      const gn = groupOrdinal.get(g.group) ?? -1;
      levels.groups.set(gn, g.own);
      for (const t of g.transactions) {
        levels.sets.set(setOrdinal.get(t.transaction) ?? -1, t.findings);
        if (t.findings.some((f) => f.ack.edifact)) levels.reported.add(gn);
      }
    }
  }
  return levels;
}
