/**
 * The estimated height of a structure tree's top-level group, which the group keeps until the browser first lays
 * it out (client/components/reference/structure-tree.tsx: groups are laid out as they come near, as a message's
 * first layout was its longest task, bench/load-tasks.mjs; the estimate keeps the scrollbar honest, #47).
 *
 * Row heights as laid out by Chromium at 390, 768 and 1280 px: from the small breakpoint every row is one line
 * (33 px, a group's 32); below it the first column is 236 px at the top level, 20 less per level, and a row takes
 * 27 px and 20.5 a line more (a group's 17). Characters per line fitted to 738 rows of five messages and guides
 * (a segment's 7.4 px a character, a group's, bold with its marker, 8.8): their total within 2 %.
 *
 * Apart from the tree and pure, so the server sends a directory message's heights with its rows
 * (server/reference/edifact-pages.ts) and that page does not load it; the guides' pages compute theirs.
 */

/** A row as the estimate reads it: its first column's text (a link reads as its step) and its name. */
export interface SizedRow {
  /** Text, or what a page draws there (a link): then the step's length counts. */
  label?: unknown;
  step: string;
  name?: unknown;
  children?: readonly SizedRow[];
}

/** A group's estimated height in px: below the small breakpoint, and from it. */
export type GroupHeights = readonly [narrow: number, wide: number];

const textLength = (n: unknown): number => (typeof n === 'string' ? n.length : 0);

function rowHeights(row: SizedRow, depth: number): [number, number] {
  const group = row.children !== undefined;
  const chars = (textLength(row.label) || row.step.length) + 1 + textLength(row.name);
  const lines = Math.max(1, Math.ceil((chars * (group ? 8.8 : 7.4) + (group ? 15 : 0)) / (0.92 * (236 - 20 * depth))));
  const own: [number, number] = [27 + (group ? 17 : 20.5) * (lines - 1), group ? 32 : 33];
  for (const child of row.children ?? []) {
    const [narrow, wide] = rowHeights(child, depth + 1);
    own[0] += narrow;
    own[1] += wide;
  }
  return own;
}

/** A top-level group's estimated heights, rounded to whole pixels. */
export function groupHeights(row: SizedRow): GroupHeights {
  const [narrow, wide] = rowHeights(row, 0);
  return [Math.round(narrow), Math.round(wide)];
}

/** The tree's top-level groups with their estimated heights (the rows' other fields as they were). */
export function withHeights<T extends SizedRow>(rows: readonly T[]): (T & { heights?: GroupHeights })[] {
  return rows.map((row) => (row.children ? { ...row, heights: groupHeights(row) } : row));
}
