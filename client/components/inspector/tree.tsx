// The inspected document's segment tree: interchanges, functional groups and transactions, paged and opened on demand.
import { css } from '@emotion/react';
import { useEffect, useMemo, useState } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { Finding } from '../../../shared/edi/types';
import type { InspectorView, ViewGroup, ViewInterchange, ViewSegment, ViewTransaction } from '../../../shared/edi/view';
import { theme } from '../../lib/theme';
import type { Inspection } from '../../inspector/engine';
import { useHydrated } from '../../hooks/use-hydrated';
import { SegmentNode, type Reveal } from './segment-node';
import { summaryLine } from './styles';

const copy = inspectorCopy;
const MORE = 500;

const treeList = css({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0 14px',
  borderLeft: `2px solid ${theme.color.border}`,
});

interface NodeProps {
  issuesAt: Map<number, Finding[]>;
  reveal: Reveal | undefined;
  /** The browser's inspection: segments beyond the first screen come from it. Absent for a server-rendered result. */
  inspection: Inspection | undefined;
}

const moreButton = css({ margin: '6px 0 6px 14px' });
const strongSummary = css([summaryLine, { fontWeight: 700 }]);
const countStyle = css({ fontWeight: 400, color: theme.color.muted });
const note = css({ margin: '6px 0 6px 14px', color: theme.color.muted });

function TransactionNode({
  tx,
  initiallyOpen,
  issuesAt,
  reveal,
  inspection,
}: NodeProps & { tx: ViewTransaction; initiallyOpen: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(initiallyOpen);
  // How many of its segments should be described (beyond the first MORE once opened).
  const [want, setWant] = useState(0);
  const [more, setMore] = useState<ViewSegment[]>([]);
  const [handled, setHandled] = useState<number>();
  const total = tx.to - tx.from + 1;
  const described = tx.segments.length;
  // A revealed segment inside: open, and describe segments up to it.
  if (reveal && reveal.pos >= tx.from && reveal.pos <= tx.to && handled !== reveal.nonce) {
    setHandled(reveal.nonce);
    setOpen(true);
    setWant((w) => Math.max(w, reveal.pos - tx.from + 1));
  }
  const loaded = described + more.length;
  const target = inspection && open ? Math.min(total, Math.max(want, MORE)) : loaded;
  useEffect(() => {
    if (!inspection || loaded >= target) return;
    let current = true;
    inspection.describe(tx.from + loaded, tx.from + target - 1).then(
      (list) => {
        if (current) setMore((m) => (described + m.length === loaded ? [...m, ...list] : m));
      },
      () => {}, // a newer document replaced this one
    );
    return () => {
      current = false;
    };
  }, [inspection, loaded, target, tx.from, described]);
  const body = open || !hydrated;
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary css={strongSummary}>
          {copy.tree.transaction(tx.code, tx.name, tx.control)}{' '}
          <span css={countStyle}>({copy.tree.segmentCount(total)})</span>
        </summary>
        {/* The server renders closed transactions too (opened without JavaScript; the view's budget bounds them). */}
        {body && loaded > 0 && (
          <ul css={treeList}>
            {[...tx.segments, ...more].map((s) => (
              <SegmentNode key={s.pos} segment={s} issues={issuesAt.get(s.pos)} reveal={reveal} />
            ))}
          </ul>
        )}
        {body && inspection && loaded < target && <p css={note}>{copy.tree.loading}</p>}
        {body && inspection && loaded >= target && loaded < total && (
          <button type="button" onClick={() => setWant(loaded + MORE)} css={moreButton}>
            {copy.tree.more(Math.min(MORE, total - loaded))}
          </button>
        )}
        {body && !inspection && tx.hidden > 0 && <p css={note}>{copy.tree.notShown(tx.hidden)}</p>}
      </details>
    </li>
  );
}

/** Transactions rendered at first, and per "show more": a 5 MB document has thousands. */
const PAGE = 50;

function GroupNode({ group, issuesAt, reveal, inspection, single }: NodeProps & { group: ViewGroup; single: boolean }) {
  const [paged, setPaged] = useState(PAGE);
  const all = group.transactions;
  // A server-rendered view is bounded already (and must work without JavaScript): all of it shows.
  const limit = inspection ? paged : all.length;
  // A revealed segment in a transaction beyond the page: that transaction shows too.
  const beyond = useMemo(() => {
    if (!reveal || all.length <= limit) return undefined;
    for (let i = limit; i < all.length; i += 1) {
      const t = all[i];
      if (t && reveal.pos >= t.from && reveal.pos <= t.to) return t;
    }
    return undefined;
  }, [reveal, all, limit]);
  const visible = beyond ? [...all.slice(0, limit), beyond] : all.slice(0, limit);
  const items = (
    <ul css={treeList}>
      {group.header && <SegmentNode segment={group.header} issues={issuesAt.get(group.header.pos)} reveal={reveal} />}
      {visible.map((tx, i) => (
        <TransactionNode
          key={tx.from}
          tx={tx}
          initiallyOpen={single && i === 0}
          issuesAt={issuesAt}
          reveal={reveal}
          inspection={inspection}
        />
      ))}
      {all.length > limit && (
        <li>
          <button type="button" onClick={() => setPaged((n) => n + PAGE)} css={moreButton}>
            {copy.tree.moreTransactions(Math.min(PAGE, all.length - limit), all.length - limit)}
          </button>
        </li>
      )}
      {group.hiddenTransactions > 0 && (
        <li css={{ color: theme.color.muted, padding: '6px 0' }}>
          {copy.tree.transactionsNotShown(group.hiddenTransactions)}
        </li>
      )}
      {group.trailer && (
        <SegmentNode segment={group.trailer} issues={issuesAt.get(group.trailer.pos)} reveal={reveal} />
      )}
    </ul>
  );
  if (!group.explicit) return <li>{items}</li>;
  return (
    <li>
      <details open>
        <summary css={strongSummary}>{copy.tree.group(group.functionalId, group.control)}</summary>
        {items}
      </details>
    </li>
  );
}

export function InterchangeNode({
  ic,
  issuesAt,
  reveal,
  inspection,
  single,
}: NodeProps & { ic: ViewInterchange; single: boolean }) {
  return (
    <details open>
      <summary css={[summaryLine, { fontWeight: 800 }]}>{copy.tree.interchange(ic.control)}</summary>
      <ul css={treeList}>
        {ic.header.map((s) => (
          <SegmentNode key={s.pos} segment={s} issues={issuesAt.get(s.pos)} reveal={reveal} />
        ))}
        {ic.groups.map((g, i) => (
          <GroupNode
            key={g.header?.pos ?? i}
            group={g}
            issuesAt={issuesAt}
            reveal={reveal}
            inspection={inspection}
            single={single}
          />
        ))}
        {ic.hiddenGroups > 0 && (
          <li css={{ color: theme.color.muted, padding: '6px 0' }}>{copy.tree.groupsNotShown(ic.hiddenGroups)}</li>
        )}
        {ic.trailer && <SegmentNode segment={ic.trailer} issues={issuesAt.get(ic.trailer.pos)} reveal={reveal} />}
      </ul>
    </details>
  );
}

/** Segments in no envelope: kept and shown, so that every finding's link lands on its segment. */
export function OutsideSegments({
  view,
  issuesAt,
  reveal,
}: Omit<NodeProps, 'inspection'> & { view: Pick<InspectorView, 'outside' | 'hiddenOutside'> }) {
  return (
    <details open>
      <summary css={[summaryLine, { fontWeight: 800 }]}>{copy.tree.outside}</summary>
      <ul css={treeList}>
        {view.outside.map((s) => (
          <SegmentNode key={s.pos} segment={s} issues={issuesAt.get(s.pos)} reveal={reveal} />
        ))}
        {view.hiddenOutside > 0 && (
          <li css={{ color: theme.color.muted, padding: '6px 0' }}>{copy.tree.outsideNotShown(view.hiddenOutside)}</li>
        )}
      </ul>
    </details>
  );
}
