/**
 * The browser's segment tree as one flat list of rows (interchanges, groups, transactions, segments), so a
 * virtualiser renders only the rows in view: a 100 MB batch has hundreds of thousands of segments.
 */
import type { InspectorView, ViewSegment, ViewTransaction } from '../../../shared/inspector/view';

export type TreeRow =
  | { kind: 'interchange'; key: string; depth: number; control: string; open: boolean }
  | { kind: 'group'; key: string; depth: number; functionalId: string; control: string; open: boolean }
  | { kind: 'transaction'; key: string; depth: number; tx: ViewTransaction; open: boolean }
  | { kind: 'segment'; key: string; depth: number; pos: number; known?: ViewSegment }
  | { kind: 'outside'; key: string; depth: number; open: boolean }
  | { kind: 'note'; key: string; depth: number; note: 'groups' | 'transactions' | 'outside'; count: number };

/** What the visitor has opened and closed. Interchanges, groups and the outside list start open. */
export interface TreeState {
  /** Keys of closed interchanges, groups and the outside list. */
  closed: ReadonlySet<string>;
  /** Transactions opened, by their first segment's position. */
  openTransactions: ReadonlySet<number>;
}

const segmentRow = (segment: ViewSegment, depth: number): TreeRow => ({
  kind: 'segment',
  key: `s${segment.pos}`,
  depth,
  pos: segment.pos,
  known: segment,
});

/** The rows shown for `view` in `state`, in document order. */
export function treeRows(view: InspectorView, state: TreeState): TreeRow[] {
  const rows: TreeRow[] = [];
  view.interchanges.forEach((ic, i) => {
    const key = `i${i}`;
    const open = !state.closed.has(key);
    rows.push({ kind: 'interchange', key, depth: 0, control: ic.control, open });
    if (!open) return;
    for (const s of ic.header) rows.push(segmentRow(s, 1));
    ic.groups.forEach((g, j) => {
      const groupKey = `${key}g${j}`;
      const groupOpen = !g.explicit || !state.closed.has(groupKey);
      const depth = g.explicit ? 2 : 1;
      if (g.explicit)
        rows.push({
          kind: 'group',
          key: groupKey,
          depth: 1,
          functionalId: g.functionalId,
          control: g.control,
          open: groupOpen,
        });
      if (!groupOpen) return;
      if (g.header) rows.push(segmentRow(g.header, depth));
      for (const tx of g.transactions) {
        const txOpen = state.openTransactions.has(tx.from);
        rows.push({ kind: 'transaction', key: `t${tx.from}`, depth, tx, open: txOpen });
        if (!txOpen) continue;
        // Segments the first screen described come with it; the rest are described when they scroll into view.
        const described = new Map(tx.segments.map((s) => [s.pos, s]));
        for (let pos = tx.from; pos <= tx.to; pos += 1) {
          const known = described.get(pos);
          rows.push({ kind: 'segment', key: `s${pos}`, depth: depth + 1, pos, ...(known && { known }) });
        }
      }
      if (g.hiddenTransactions > 0)
        rows.push({ kind: 'note', key: `${groupKey}n`, depth, note: 'transactions', count: g.hiddenTransactions });
      if (g.trailer) rows.push(segmentRow(g.trailer, depth));
    });
    if (ic.hiddenGroups > 0)
      rows.push({ kind: 'note', key: `${key}n`, depth: 1, note: 'groups', count: ic.hiddenGroups });
    if (ic.trailer) rows.push(segmentRow(ic.trailer, 1));
  });
  if (view.outside.length > 0) {
    const open = !state.closed.has('outside');
    rows.push({ kind: 'outside', key: 'outside', depth: 0, open });
    if (open) {
      for (const s of view.outside) rows.push(segmentRow(s, 1));
      if (view.hiddenOutside > 0)
        rows.push({ kind: 'note', key: 'outside-n', depth: 1, note: 'outside', count: view.hiddenOutside });
    }
  }
  return rows;
}

/**
 * Where the segment at `pos` sits: its transaction (if any) and the keys of the branches holding it, so a
 * reveal opens those and leaves every other branch as the visitor set it.
 */
export function revealPath(view: InspectorView, pos: number): { tx?: ViewTransaction; keys: string[] } {
  for (const [i, ic] of view.interchanges.entries())
    for (const [j, g] of ic.groups.entries())
      for (const tx of g.transactions) if (pos >= tx.from && pos <= tx.to) return { tx, keys: [`i${i}`, `i${i}g${j}`] };
  return {
    keys: view.interchanges
      .map((_, i) => `i${i}`)
      .concat(
        view.interchanges.flatMap((ic, i) => ic.groups.map((_, j) => `i${i}g${j}`)),
        'outside',
      ),
  };
}
