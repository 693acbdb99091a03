import { css } from '@emotion/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import type { PublicGuide } from '../../../shared/edi/guide-format/schema';
import { isLoopJson, pathKey, visibleRows, type NodePath, type TreeRow } from '../../lib/guide-edits';
import { mq, theme } from '../../lib/theme';

const copy = guideEditorCopy.tree;

// The reference pages' structure tree (client/components/reference/structure-tree.tsx), as an ARIA tree:
// the same rows and fixed status and repeat columns, one row focusable at a time.
const tree = css({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  fontSize: '.95rem',
  maxHeight: '70vh',
  overflowY: 'auto',
  background: theme.color.surface,
  '[role="treeitem"]': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 1.6rem 2.6rem',
    gap: 8,
    alignItems: 'baseline',
    padding: '3px 6px',
    minHeight: 28,
    borderBottom: `1px solid ${theme.color.border}`,
    cursor: 'pointer',
    [mq.sm]: { gridTemplateColumns: 'minmax(0, 1fr) 4.5rem 3.5rem', minHeight: 32 },
    '&:hover': { background: theme.color.surfaceAlt },
    '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: -3 },
    '&[aria-selected="true"]': { background: theme.color.brandLight, boxShadow: `inset 4px 0 0 ${theme.color.brand}` },
    '& > span': { minWidth: 0, overflowWrap: 'anywhere' },
  },
  '[data-loop]': { fontWeight: 700 },
  '[data-not-used]': { color: theme.color.muted, textDecoration: 'line-through' },
  code: { fontFamily: theme.font.mono, fontWeight: 700, marginRight: 6 },
});

const marker = (open: boolean) => (open ? '▾ ' : '▸ ');

function Row({
  row,
  open,
  selected,
  focusable,
  onFocus,
  onClick,
  onKeyDown,
}: {
  row: TreeRow;
  open: boolean;
  selected: boolean;
  focusable: boolean;
  onFocus: () => void;
  onClick: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const { node, depth } = row;
  const loop = isLoopJson(node);
  return (
    <div
      role="treeitem"
      id={`tree-${row.key}`}
      aria-level={depth}
      aria-selected={selected}
      {...(loop && { 'aria-expanded': open })}
      tabIndex={focusable ? 0 : -1}
      data-key={row.key}
      {...(loop && { 'data-loop': '' })}
      {...(node.usage === 'not-used' && { 'data-not-used': '' })}
      onFocus={onFocus}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span css={{ paddingLeft: (depth - 1) * 14 }}>
        {loop ? (
          <>
            <span aria-hidden="true">{marker(open)}</span>
            {copy.loop(node.loop)}
          </>
        ) : (
          <>
            <code>{node.segment}</code>
            {node.name}
          </>
        )}
      </span>
      <span>
        <abbr title={copy.usage[node.usage]}>{copy.usageShort[node.usage]}</abbr>
      </span>
      <span>{copy.max(node.max)}</span>
    </div>
  );
}

/**
 * The guide's loops and segments as a tree: Up and Down move, Right opens a loop (or enters it), Left closes it
 * (or goes to the parent), Home and End; moving onto a segment selects it, Enter takes the keyboard to its
 * elements.
 */
export function GuideTree({
  guide,
  selected,
  onSelect,
  onEnter,
}: {
  guide: PublicGuide;
  selected: NodePath | undefined;
  onSelect: (path: NodePath) => void;
  onEnter: () => void;
}) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [focusKey, setFocusKey] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const rows = visibleRows(guide, closed);
  const selectedKey = selected ? pathKey(selected) : undefined;
  const active = rows.find((r) => r.key === focusKey) ?? rows.find((r) => r.key === selectedKey) ?? rows[0];

  const focusRow = (row: TreeRow | undefined) => {
    if (!row) return;
    setFocusKey(row.key);
    root.current?.querySelector<HTMLElement>(`[data-key="${row.key}"]`)?.focus();
  };
  const toggle = (key: string, open: boolean) =>
    setClosed((c) => {
      const next = new Set(c);
      if (open) next.delete(key);
      else next.add(key);
      return next;
    });
  const choose = (row: TreeRow) => {
    setFocusKey(row.key);
    onSelect(row.path);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!active) return;
    const at = rows.indexOf(active);
    const loop = isLoopJson(active.node);
    const open = loop && !closed.has(active.key);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusRow(rows[at + 1]),
      ArrowUp: () => focusRow(rows[at - 1]),
      Home: () => focusRow(rows[0]),
      End: () => focusRow(rows.at(-1)),
      ArrowRight: () => (loop && !open ? toggle(active.key, true) : loop ? focusRow(rows[at + 1]) : undefined),
      ArrowLeft: () => (open ? toggle(active.key, false) : focusRow(rows.find((r) => r.key === active.parent))),
      Enter: () => (loop ? toggle(active.key, !open) : onEnter()),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    move();
  };

  return (
    <div role="tree" aria-label={copy.label} css={tree} ref={root}>
      {rows.map((row) => (
        <Row
          key={row.key}
          row={row}
          open={!closed.has(row.key)}
          selected={row.key === selectedKey}
          focusable={row === active}
          onKeyDown={onKeyDown}
          onFocus={() => choose(row)}
          onClick={() => {
            choose(row);
            if (isLoopJson(row.node)) toggle(row.key, closed.has(row.key));
          }}
        />
      ))}
    </div>
  );
}
