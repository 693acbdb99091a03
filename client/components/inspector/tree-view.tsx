/**
 * The segment tree of a document inspected in the browser, virtualised (@tanstack/react-virtual): only the
 * rows in view are in the DOM, whatever the file's size, and segments are described by the worker as they
 * scroll into view. The server-rendered tree (tree.tsx) stays for the no-JavaScript result.
 */
import { css } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { Finding } from '../../../shared/edi/model/types';
import type { InspectorView, ViewSegment } from '../../../shared/inspector/view';
import { theme } from '../../lib/theme';
import type { Inspection } from '../../inspector/engine';
import { SegmentNode, type Reveal } from './segment-node';
import { summaryLine } from './styles';
import { revealPath, treeRows, type TreeRow } from './tree-rows';

const copy = inspectorCopy.tree;
/** A collapsed row's height; opened segments are measured. */
const ROW = 34;
const INDENT = 12;

const region = css({
  maxHeight: 'min(70vh, 720px)',
  overflow: 'auto',
  contain: 'content',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  ':focus-visible': { outline: `2px solid ${theme.color.brand}`, outlineOffset: 2 },
});
const list = css({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });
const strong = css([summaryLine, { fontWeight: 700 }]);
const countStyle = css({ fontWeight: 400, color: theme.color.muted });
const muted = css({ color: theme.color.muted, padding: '6px 0' });
const pending = css({ color: theme.color.muted, padding: '6px 0', fontSize: '.9rem' });

const place = (start: number, depth: number): CSSProperties => ({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  transform: `translateY(${start}px)`,
  paddingLeft: 8 + depth * INDENT,
  paddingRight: 8,
});

function toggled<T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
}

function rowLabel(row: Exclude<TreeRow, { kind: 'segment' | 'note' }>) {
  if (row.kind === 'interchange') return copy.interchange(row.control);
  if (row.kind === 'group') return copy.group(row.functionalId, row.control);
  if (row.kind === 'outside') return copy.outside;
  return (
    <>
      {copy.transaction(row.tx.code, row.tx.name, row.tx.control)}{' '}
      <span css={countStyle}>({copy.segmentCount(row.tx.to - row.tx.from + 1)})</span>
    </>
  );
}

const noteText = (row: Extract<TreeRow, { kind: 'note' }>) =>
  row.note === 'groups'
    ? copy.groupsNotShown(row.count)
    : row.note === 'transactions'
      ? copy.transactionsNotShown(row.count)
      : copy.outsideNotShown(row.count);

export function TreeView({
  view,
  inspection,
  issuesAt,
  reveal,
  openFirst,
}: {
  view: InspectorView;
  inspection: Inspection;
  issuesAt: Map<number, Finding[]>;
  reveal: Reveal | undefined;
  /** Open the first transaction at once (a document of a few sets). */
  openFirst: boolean;
}) {
  const scroller = useRef<HTMLElement>(null);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const [openTransactions, setOpenTransactions] = useState<ReadonlySet<number>>(() => {
    const first = view.interchanges[0]?.groups[0]?.transactions[0];
    return new Set(openFirst && first ? [first.from] : []);
  });
  const [openSegments, setOpenSegments] = useState<ReadonlySet<number>>(new Set());
  // Segments the worker described, by position (kept as the tree scrolls; a ref, with a counter to re-render).
  const described = useRef(new Map<number, ViewSegment>());
  const asked = useRef(new Set<number>());
  const [, setDescribedCount] = useState(0);
  const [focusPos, setFocusPos] = useState<{ pos: number; nonce: number }>();
  const [handled, setHandled] = useState<number>();
  const [revealedPos, setRevealedPos] = useState<number>();

  // An issue's link: open its transaction and segment, then scroll to it and focus it (below).
  if (reveal && handled !== reveal.nonce) {
    setHandled(reveal.nonce);
    const { tx, keys } = revealPath(view, reveal.pos);
    if (tx && !openTransactions.has(tx.from)) setOpenTransactions(toggled(openTransactions, tx.from, true));
    setOpenSegments(toggled(openSegments, reveal.pos, true));
    setClosed(new Set([...closed].filter((key) => !keys.includes(key))));
    setFocusPos({ pos: reveal.pos, nonce: reveal.nonce });
    setRevealedPos(reveal.pos);
  }

  const rows = useMemo(() => treeRows(view, { closed, openTransactions }), [view, closed, openTransactions]);
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; the virtualiser re-renders its component on scroll
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW,
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();

  // Describe the segments in view that the first screen did not: one request per run of consecutive
  // positions (a run never crosses a closed branch, nor an interchange of another standard).
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;
  useEffect(() => {
    const runs: [number, number][] = [];
    for (let i = first; i <= last; i += 1) {
      const row = rows[i];
      if (row?.kind !== 'segment' || row.known || described.current.has(row.pos) || asked.current.has(row.pos))
        continue;
      const run = runs.at(-1);
      if (run && run[1] === row.pos - 1) run[1] = row.pos;
      else runs.push([row.pos, row.pos]);
      asked.current.add(row.pos);
    }
    for (const [from, to] of runs)
      inspection.describe(from, to).then(
        (segments) => {
          for (const s of segments) described.current.set(s.pos, s);
          setDescribedCount(described.current.size);
        },
        () => {}, // a newer document replaced this one
      );
  }, [first, last, rows, inspection]);

  // A revealed segment: scroll its row into the middle, then focus it once it is rendered.
  useEffect(() => {
    if (!focusPos) return;
    const index = rows.findIndex((r) => r.kind === 'segment' && r.pos === focusPos.pos);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    let frames = 0;
    let raf = 0;
    const tryFocus = () => {
      const element = document.getElementById(`seg-${focusPos.pos}`);
      if (element) {
        element.focus({ preventScroll: true });
        element.scrollIntoView({ block: 'nearest' });
        setFocusPos(undefined); // done: opening or closing a branch later leaves the scroll where it is
      } else if ((frames += 1) < 30) raf = requestAnimationFrame(tryFocus);
    };
    raf = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(raf);
  }, [focusPos, rows, virtualizer]);

  // Home and End go to the first and last row, not where the browser's scroll would stop: the rows' heights are
  // estimates until measured, so the region's own End fell short (four presses on 20 MB) and Home mid-tree.
  const [edgeFocus, setEdgeFocus] = useState<{ index: number; nonce: number }>();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.key !== 'Home' && event.key !== 'End') || event.altKey || event.metaKey || event.shiftKey) return;
    if (rows.length === 0) return;
    event.preventDefault();
    const index = event.key === 'Home' ? 0 : rows.length - 1;
    virtualizer.scrollToIndex(index, { align: event.key === 'Home' ? 'start' : 'end' });
    setEdgeFocus({ index, nonce: (edgeFocus?.nonce ?? 0) + 1 });
  };
  useEffect(() => {
    if (!edgeFocus) return;
    let frames = 0;
    let raf = 0;
    const tryFocus = () => {
      const row = scroller.current?.querySelector<HTMLElement>(`[data-index="${edgeFocus.index}"]`);
      const target = row?.querySelector<HTMLElement>('summary, a, button, [tabindex]') ?? undefined;
      // Scrolled to the edge once measured (the virtualiser corrects its offset as rows are measured).
      if (row && frames > 2) {
        if (target) target.focus({ preventScroll: true });
        const el = scroller.current;
        if (el) el.scrollTop = edgeFocus.index === 0 ? 0 : el.scrollHeight;
        if (!target) scroller.current?.focus({ preventScroll: true });
        setEdgeFocus(undefined);
      } else if ((frames += 1) < 60) {
        virtualizer.scrollToIndex(edgeFocus.index, { align: edgeFocus.index === 0 ? 'start' : 'end' });
        raf = requestAnimationFrame(tryFocus);
      }
    };
    raf = requestAnimationFrame(tryFocus);
    return () => cancelAnimationFrame(raf);
  }, [edgeFocus, virtualizer]);

  return (
    // A scrollable region keyboard users must reach, whose Home and End keys go to the tree's first and last row.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={scroller}
      css={region}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      aria-label={copy.region}
      data-testid="tree-scroll"
      onKeyDown={onKeyDown}
    >
      <ul css={list} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = place(item.start, row.depth);
          if (row.kind === 'segment') {
            const segment = row.known ?? described.current.get(row.pos);
            if (!segment)
              return (
                <li key={row.key} data-index={item.index} ref={virtualizer.measureElement} style={style} css={pending}>
                  {copy.describing(row.pos)}
                </li>
              );
            return (
              <SegmentNode
                key={row.key}
                segment={segment}
                issues={issuesAt.get(row.pos)}
                reveal={undefined}
                row={{
                  index: item.index,
                  style,
                  measure: virtualizer.measureElement,
                  open: openSegments.has(row.pos),
                  revealed: row.pos === revealedPos,
                  onOpenChange: (open) => setOpenSegments((s) => toggled(s, row.pos, open)),
                }}
              />
            );
          }
          if (row.kind === 'note')
            return (
              <li key={row.key} data-index={item.index} ref={virtualizer.measureElement} style={style} css={muted}>
                {noteText(row)}
              </li>
            );
          const toggle = (open: boolean) => {
            if (row.kind === 'transaction') setOpenTransactions((s) => toggled(s, row.tx.from, open));
            else setClosed((s) => toggled(s, row.key, !open));
          };
          return (
            <li key={row.key} data-index={item.index} ref={virtualizer.measureElement} style={style}>
              {/* The rows below are the branch's content: the details only carries its state and keyboard toggle. */}
              <details
                open={row.open}
                onToggle={(e) => e.currentTarget.open !== row.open && toggle(e.currentTarget.open)}
              >
                <summary css={row.kind === 'transaction' ? strong : [summaryLine, { fontWeight: 800 }]}>
                  {rowLabel(row)}
                </summary>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
