// The segment tree of a server-rendered result (bounded by the view's budget, works without JavaScript);
// a document inspected in the browser gets the virtualised tree-view.tsx.
import { css } from '@emotion/react';
import { useState } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { Finding } from '../../../shared/edi/model/types';
import type { InspectorView, ViewGroup, ViewInterchange, ViewTransaction } from '../../../shared/inspector/view';
import { theme } from '../../lib/theme';
import { SegmentNode, type Reveal } from './segment-node';
import { summaryLine } from './styles';

const copy = inspectorCopy;

const treeList = css({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0 14px',
  borderLeft: `2px solid ${theme.color.border}`,
});

interface NodeProps {
  issuesAt: Map<number, Finding[]>;
  reveal: Reveal | undefined;
}

const strongSummary = css([summaryLine, { fontWeight: 700 }]);
const countStyle = css({ fontWeight: 400, color: theme.color.muted });
const note = css({ margin: '6px 0 6px 14px', color: theme.color.muted });

function TransactionNode({
  tx,
  initiallyOpen,
  issuesAt,
  reveal,
}: NodeProps & { tx: ViewTransaction; initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [handled, setHandled] = useState<number>();
  // A revealed segment inside: open.
  if (reveal && reveal.pos >= tx.from && reveal.pos <= tx.to && handled !== reveal.nonce) {
    setHandled(reveal.nonce);
    setOpen(true);
  }
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary css={strongSummary}>
          {copy.tree.transaction(tx.code, tx.name, tx.control)}{' '}
          <span css={countStyle}>({copy.tree.segmentCount(tx.to - tx.from + 1)})</span>
        </summary>
        {/* Closed transactions are rendered too (opened without JavaScript; the view's budget bounds them). */}
        {tx.segments.length > 0 && (
          <ul css={treeList}>
            {tx.segments.map((s) => (
              <SegmentNode key={s.pos} segment={s} issues={issuesAt.get(s.pos)} reveal={reveal} />
            ))}
          </ul>
        )}
        {tx.hidden > 0 && <p css={note}>{copy.tree.notShown(tx.hidden)}</p>}
      </details>
    </li>
  );
}

function GroupNode({ group, issuesAt, reveal, single }: NodeProps & { group: ViewGroup; single: boolean }) {
  const items = (
    <ul css={treeList}>
      {group.header && <SegmentNode segment={group.header} issues={issuesAt.get(group.header.pos)} reveal={reveal} />}
      {group.transactions.map((tx, i) => (
        <TransactionNode key={tx.from} tx={tx} initiallyOpen={single && i === 0} issuesAt={issuesAt} reveal={reveal} />
      ))}
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
          <GroupNode key={g.header?.pos ?? i} group={g} issuesAt={issuesAt} reveal={reveal} single={single} />
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
}: NodeProps & { view: Pick<InspectorView, 'outside' | 'hiddenOutside'> }) {
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
