import { css } from '@emotion/react';
import { useRef, useState, type CSSProperties, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { structureTreeCopy as copy } from '../../../content/pages/structure-tree';
import { mq, theme } from '../../lib/theme';
import { visuallyHidden } from '../visually-hidden';
import type { GroupHeights } from '../../../shared/reference/tree-height';

/** One row of a structure: a segment (a leaf) or a segment group / loop (with children). */
export interface TreeNode {
  key: string;
  /** The row's element id, where anchors lead to it (an X12 guide's loops). */
  id?: string;
  /** What the row shows first: a group's name, or the segment's tag (usually a link to its page). */
  label: ReactNode;
  /** The row's step in the path hint (SG59, CTA, HL). */
  step: string;
  name?: ReactNode;
  status: string;
  /** The status in words, for the abbreviation's title (Mandatory). */
  statusTitle?: string;
  repeat: string;
  children?: readonly TreeNode[];
  /** A top-level group's estimated height (shared/reference/tree-height.ts), held until it is laid out; without
   * it, the group is laid out at once. */
  heights?: GroupHeights;
}

// Status and repeat are fixed columns at the right edge: the indent only narrows the first one, so the
// columns line up at every depth, and at 390 px nothing is pushed past the screen.
// At 390 px the repeat column fits six bold digits (a group's 200000 broke as 20000/0 in 3.6rem) and the
// headings are short: they wrapped mid-word.
const columns = { base: 'minmax(0, 1fr) 1.8rem 4.1rem', wide: 'minmax(0, 1fr) 4.5rem 5.5rem' };

// Every rule hangs off the tree's one class (rows carry none): a message of 200 rows stays light HTML.
const tree = css({
  position: 'relative',
  fontSize: '.95rem',
  ul: { listStyle: 'none', margin: 0, padding: 0 },
  // Each level is indented beside a rule, so where a group ends (SG59 before UNS) can be seen.
  'ul ul': { marginLeft: 9, paddingLeft: 9, borderLeft: `2px solid ${theme.color.border}` },
  'li > div, summary, [data-head]': {
    display: 'grid',
    gridTemplateColumns: columns.base,
    gap: 8,
    alignItems: 'baseline',
    padding: '1px 6px',
    minHeight: 26,
    lineHeight: 1.35,
    borderBottom: `1px solid ${theme.color.border}`,
    [mq.sm]: { gridTemplateColumns: columns.wide, padding: '4px 6px', minHeight: 32 },
    '& > span': { minWidth: 0, overflowWrap: 'anywhere' },
    // A number is never broken across lines.
    '& > span:last-of-type': { overflowWrap: 'normal', whiteSpace: 'nowrap' },
  },
  'li > div:hover, li > div:focus-within': { background: theme.color.surfaceAlt },
  '[data-head]': {
    background: theme.color.surfaceAlt,
    fontSize: '.85rem',
    fontWeight: 700,
    borderBottom: `2px solid ${theme.color.border}`,
  },
  summary: {
    cursor: 'pointer',
    listStyle: 'none',
    background: theme.color.brandLight,
    fontWeight: 700,
    '&::-webkit-details-marker': { display: 'none' },
    // The disclosure's own marker, turned when open.
    '& > span:first-of-type::before': {
      content: '"▸"',
      display: 'inline-block',
      width: '1em',
      transition: 'transform .15s',
    },
  },
  'details[open] > summary > span:first-of-type::before': { transform: 'rotate(90deg)' },
  // A tag alone in its cell: a 24 px target.
  'li > div > span:first-of-type > a': {
    fontFamily: theme.font.mono,
    fontWeight: 700,
    display: 'inline-block',
    minHeight: 24,
    lineHeight: '24px',
    marginRight: 6,
  },
  // A top-level group is laid out when it comes near (a message's first layout was its longest task: 50 of
  // ORDERS' 100 ms, bench/load-tasks.mjs), held meanwhile at its estimated height (shared/reference/tree-height.ts),
  // which the browser replaces with the real one once it has laid the group out: the scrollbar stays honest (#47).
  '& > ul > li[data-group][style]': {
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto var(--rows-narrow)',
    [mq.sm]: { containIntrinsicSize: 'auto var(--rows-wide)' },
  },
  '[data-sr]': visuallyHidden,
  '[data-head] [data-wide]': { display: 'none', [mq.sm]: { display: 'inline' } },
  '[data-head] [data-narrow]': { [mq.sm]: { display: 'none' } },
});

// The path of the row under the pointer or focus, over the row above: where a segment sits, without counting rules.
const hint = css({
  position: 'absolute',
  left: 6,
  zIndex: 2,
  padding: '2px 8px',
  borderRadius: theme.radius.sm,
  background: theme.color.text,
  color: theme.color.surface,
  fontFamily: theme.font.mono,
  fontSize: '.8rem',
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
  transform: 'translateY(-100%)',
});

function Cells({ node }: { node: TreeNode }) {
  return (
    <>
      <span>
        {node.label} {node.name}
      </span>
      <span>{node.statusTitle ? <abbr title={node.statusTitle}>{node.status}</abbr> : node.status}</span>
      <span>
        <span data-sr="">{`${copy.repeat} `}</span>
        {node.repeat}
      </span>
    </>
  );
}

interface GroupStyle extends CSSProperties {
  '--rows-narrow': string;
  '--rows-wide': string;
}
const heightVars = ([narrow, wide]: GroupHeights): GroupStyle => ({
  '--rows-narrow': `${narrow}px`,
  '--rows-wide': `${wide}px`,
});

function Level({ nodes, depth = 0 }: { nodes: readonly TreeNode[]; depth?: number }) {
  return (
    <ul>
      {nodes.map((node) =>
        node.children ? (
          <li
            key={node.key}
            id={node.id}
            data-group={node.step}
            style={depth === 0 && node.heights ? heightVars(node.heights) : undefined}
          >
            <details open>
              <summary>
                <Cells node={node} />
              </summary>
              <Level nodes={node.children} depth={depth + 1} />
            </details>
          </li>
        ) : (
          <li key={node.key} id={node.id} data-seg={node.step}>
            <div>
              <Cells node={node} />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

/** The row an event happened in, its path (the steps of the lists around it) and its top in the tree. */
function rowAt(target: EventTarget, root: HTMLElement): { path: string; top: number } | undefined {
  if (!(target instanceof Element)) return undefined;
  const row = target.closest('li > div, summary');
  const item = row?.parentElement?.closest('li');
  if (!row || !item || !root.contains(row)) return undefined;
  const steps: string[] = [];
  for (let li: Element | null = item; li && root.contains(li); li = li.parentElement?.closest('li') ?? null) {
    steps.unshift(li.getAttribute('data-seg') ?? li.getAttribute('data-group') ?? '');
  }
  const top = row.getBoundingClientRect().top - root.getBoundingClientRect().top;
  return { path: steps.join(copy.pathSeparator), top };
}

/**
 * A message's or guide's structure as an indented tree: each segment group or loop a disclosure (open by
 * default, so the page and a search in it show everything), its status and repeat on its own row, the
 * path of the row under the pointer or focus shown above it. One component for EDIFACT messages and X12
 * guides alike.
 */
export function StructureTree({ nodes }: { nodes: readonly TreeNode[] }) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<{ path: string; top: number }>();
  const show = (e: MouseEvent | FocusEvent) => {
    const at = root.current ? rowAt(e.target, root.current) : undefined;
    if (at?.path !== shown?.path || at?.top !== shown?.top) setShown(at);
  };
  return (
    <div
      css={tree}
      ref={root}
      onMouseOver={show}
      onFocus={show}
      onMouseLeave={() => setShown(undefined)}
      onBlur={(e) => {
        if (!(e.relatedTarget instanceof Node && root.current?.contains(e.relatedTarget))) setShown(undefined);
      }}
    >
      <div data-head="" aria-hidden="true">
        <span>{copy.item}</span>
        <span>
          <span data-narrow="">{copy.statusShort}</span>
          <span data-wide="">{copy.status}</span>
        </span>
        <span>
          <span data-narrow="">{copy.repeatShort}</span>
          <span data-wide="">{copy.repeat}</span>
        </span>
      </div>
      <Level nodes={nodes} />
      {shown && (
        <span css={hint} style={{ top: shown.top }}>
          <span data-sr="">{`${copy.pathLabel} `}</span>
          {shown.path}
        </span>
      )}
    </div>
  );
}
