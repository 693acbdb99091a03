import { css } from '@emotion/react';
import { AlertTriangle, CheckCircle2, XCircle } from '../icon';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { grouped, inspectorCopy } from '../../../content/inspector/copy';
import type { Issue } from '../../../shared/edi/types';
import type { InspectorView, ViewGroup, ViewInterchange, ViewSegment, ViewTransaction } from '../../../shared/edi/view';
import { mq, theme } from '../../lib/theme';
import { inspectInBrowser, type Inspection } from '../../inspector/engine';
import { OPEN_SINGLE } from '../../inspector/session';
import { useHydrated } from '../../hooks/use-hydrated';
import { JsonPanel } from './json-panel';

const copy = inspectorCopy;
/** The parser keeps the first 1,000 issues (client/lib/edi/scan.ts). */
const ISSUE_CAP = 1000;
const MORE = 500;

interface Reveal {
  pos: number;
  nonce: number;
}

const panel = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 20,
  boxShadow: theme.shadow.card,
  [mq.md]: { padding: 24 },
});
const mono = css({ fontFamily: theme.font.mono });
const tagStyle = css({ fontFamily: theme.font.mono, fontWeight: 700, color: theme.color.brand, marginRight: 8 });
const treeList = css({
  listStyle: 'none',
  margin: 0,
  padding: '0 0 0 14px',
  borderLeft: `2px solid ${theme.color.border}`,
});
const summaryLine = css({ cursor: 'pointer', padding: '6px 0', overflowWrap: 'anywhere' });

const when = (date: string, time: string) => {
  const d =
    date.length === 6
      ? `20${date.slice(0, 2)}-${date.slice(2, 4)}-${date.slice(4, 6)}`
      : date.length === 8
        ? `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`
        : date;
  const t = time.length >= 4 ? `${time.slice(0, 2)}:${time.slice(2, 4)}` : time;
  return `${d} ${t}`.trim();
};
const party = (qualifier: string, id: string) => (qualifier ? `${id} (${qualifier})` : id);
const shown = (c: string) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c);

function Summary({ view }: { view: InspectorView }) {
  const s = copy.summary;
  const ic = view.interchanges[0];
  // The kinds among the described transactions, e.g. 850 or ORDERS D:96A.
  const kinds = [
    ...new Set(
      view.interchanges.flatMap((i) =>
        i.groups.flatMap((g) => g.transactions.map((t) => (t.version ? `${t.code} ${t.version}` : t.code))),
      ),
    ),
  ].slice(0, 6);
  const groups = ic?.groups.filter((g) => g.explicit) ?? [];
  const d = view.delimiters;
  const delimiters = d
    ? (['element', 'component', 'segment', 'repetition', 'release'] as const)
        .filter((k) => d[k] !== undefined)
        .map((k) => `${s.delimiterNames[k]} ${shown(d[k] ?? '')}`)
    : [];
  return (
    <section css={panel} aria-labelledby="summary-heading">
      <h3 id="summary-heading" css={{ margin: '0 0 12px' }}>
        {s.heading}
      </h3>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: '2px 16px',
          margin: 0,
          dt: { fontWeight: 700 },
          dd: { margin: '0 0 8px', overflowWrap: 'anywhere' },
          [mq.sm]: { gridTemplateColumns: 'minmax(0, 13em) minmax(0, 1fr)', gap: '6px 16px', dd: { margin: 0 } },
        }}
      >
        <dt>{s.standard}</dt>
        <dd>{view.standard === 'x12' ? s.x12 : s.edifact}</dd>
        {ic && (
          <>
            <dt>{s.sender}</dt>
            <dd css={mono}>{party(ic.senderQualifier, ic.sender)}</dd>
            <dt>{s.receiver}</dt>
            <dd css={mono}>{party(ic.receiverQualifier, ic.receiver)}</dd>
            <dt>{s.date}</dt>
            <dd>{when(ic.date, ic.time)}</dd>
            <dt>{s.control}</dt>
            <dd css={mono}>{ic.control}</dd>
            <dt>{view.standard === 'x12' ? s.version : s.syntax}</dt>
            <dd css={mono}>{ic.version}</dd>
            <dt>{s.usage}</dt>
            <dd>{ic.test ? s.test : s.production}</dd>
          </>
        )}
        {groups.length > 0 && (
          <>
            <dt>{s.groups}</dt>
            <dd css={mono}>{groups.map((g) => `${g.functionalId} ${g.control} (${g.version})`).join(', ')}</dd>
          </>
        )}
        <dt>{s.transactions}</dt>
        <dd>
          {grouped(view.transactionCount)}
          {kinds.length > 0 && <span css={mono}> ({kinds.join(', ')})</span>}
        </dd>
        <dt>{s.segments}</dt>
        <dd>{grouped(view.segmentCount)}</dd>
        {delimiters.length > 0 && (
          <>
            <dt>{s.delimiters}</dt>
            <dd css={[mono, { display: 'flex', flexWrap: 'wrap', gap: '0 14px' }]}>
              {delimiters.map((text) => (
                <span key={text} css={{ whiteSpace: 'pre' }}>
                  {text}
                </span>
              ))}
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Issues listed at first, and per "show more", in a result the browser made (up to 1,000 can come). */
const ISSUE_PAGE = 100;
const issueList = css({ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 });
const issueItem = css({ display: 'flex', gap: 8, alignItems: 'flex-start' });
const issueIcon = css({ flex: 'none', marginTop: 3 });
const issueLink = css({ fontWeight: 700 });

function Issues({ view, paged, onReveal }: { view: InspectorView; paged: boolean; onReveal: (pos: number) => void }) {
  const c = copy.issues;
  const [limit, setLimit] = useState(ISSUE_PAGE);
  const click = (pos: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (pos <= 0) return;
    e.preventDefault();
    onReveal(pos);
  };
  // A server-rendered result lists them all: without JavaScript there is no "show more".
  const listed = paged ? view.issues.slice(0, limit) : view.issues;
  return (
    <section css={panel} aria-labelledby="issues-heading">
      <h3 id="issues-heading" css={{ margin: '0 0 12px' }}>
        {c.heading}: {view.issues.length === 0 ? c.count(0) : c.count(view.issues.length)}
      </h3>
      {view.issues.length === 0 ? (
        <p css={{ margin: 0, color: '#1b5e20', display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <CheckCircle2 size={20} aria-hidden="true" css={{ flex: 'none' }} />
          {c.none}
          {view.standard === 'edifact' ? c.noneEdifact : c.noneX12}
        </p>
      ) : (
        <>
          {view.issues.length >= ISSUE_CAP && (
            <p css={{ margin: '0 0 8px', color: theme.color.muted }}>{c.capped(ISSUE_CAP)}</p>
          )}
          <ol css={issueList}>
            {listed.map((issue, i) => (
              <li key={`${issue.pos}-${i}`} css={issueItem}>
                {issue.severity === 'error' ? (
                  <XCircle size={18} color="#b71c1c" aria-label={c.error} css={issueIcon} />
                ) : (
                  <AlertTriangle size={18} color="#8a5a00" aria-label={c.warning} css={issueIcon} />
                )}
                <span>
                  {issue.pos > 0 ? (
                    <a href={`#seg-${issue.pos}`} onClick={click(issue.pos)} css={issueLink}>
                      {c.segment(issue.pos, issue.tag)}
                    </a>
                  ) : (
                    <strong>{c.segment(issue.pos, issue.tag)}</strong>
                  )}
                  : {issue.message}
                </span>
              </li>
            ))}
          </ol>
          {listed.length < view.issues.length && (
            <button type="button" onClick={() => setLimit((n) => n + ISSUE_PAGE)} css={{ marginTop: 10 }}>
              {c.more(Math.min(ISSUE_PAGE, view.issues.length - listed.length), view.issues.length - listed.length)}
            </button>
          )}
        </>
      )}
    </section>
  );
}

// Styles made once: thousands of segment rows must not each serialise their own.
const segmentItem = css({ scrollMarginTop: 130 });
const flagged = css({ borderLeft: '4px solid #b71c1c', paddingLeft: 8, background: '#fff5f5' });
const revealed = css({ outline: `3px solid ${theme.color.focus}` });
const posStyle = css({ color: theme.color.muted, fontSize: '.8rem', marginRight: 8 });
const previewStyle = css({ fontFamily: theme.font.mono, color: theme.color.muted, marginLeft: 8, fontSize: '.85rem' });
const issueText = css({ margin: '4px 0', color: '#b71c1c', fontSize: '.92rem' });
const elementTable = css({
  borderCollapse: 'collapse',
  margin: '4px 0 10px',
  fontSize: '.9rem',
  width: '100%',
  'th, td': { textAlign: 'left', padding: '3px 8px 3px 0', verticalAlign: 'top', overflowWrap: 'anywhere' },
});
const refStyle = css({ fontFamily: theme.font.mono, color: theme.color.muted });
const meaningStyle = css({ color: theme.color.muted });

function SegmentNode({
  segment,
  issues,
  reveal,
}: {
  segment: ViewSegment;
  issues: Issue[] | undefined;
  reveal: Reveal | undefined;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [handled, setHandled] = useState<number>();
  const revealHere = reveal?.pos === segment.pos ? reveal.nonce : undefined;
  // Adjusting state while rendering (React's pattern for props that change state): open when revealed.
  if (revealHere !== undefined && handled !== revealHere) {
    setHandled(revealHere);
    setOpen(true);
  }
  useEffect(() => {
    if (revealHere === undefined) return;
    ref.current?.scrollIntoView({ block: 'center' });
    ref.current?.focus();
  }, [revealHere]);
  const preview = segment.elements
    .map((e) => e.value.trim())
    .filter(Boolean)
    .slice(0, 4)
    .join(' · ');
  // In the browser a closed segment renders only its summary; the server renders all (opened without JavaScript).
  const body = open || !hydrated;
  return (
    <li
      id={`seg-${segment.pos}`}
      ref={ref}
      tabIndex={-1}
      css={[segmentItem, issues && flagged, revealHere !== undefined && revealed]}
    >
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary css={summaryLine}>
          <span css={posStyle}>{segment.pos}</span>
          <span css={tagStyle}>{segment.tag}</span>
          <span>{segment.name}</span>
          {preview && <span css={previewStyle}>{preview}</span>}
        </summary>
        {body &&
          issues?.map((issue, i) => (
            <p key={i} css={issueText}>
              {issue.message}
            </p>
          ))}
        {body && segment.elements.length > 0 && (
          <table css={elementTable}>
            <thead>
              <tr>
                <th scope="col">{copy.tree.element}</th>
                <th scope="col">{copy.tree.value}</th>
              </tr>
            </thead>
            <tbody>
              {segment.elements.map((e, i) => (
                <tr key={`${e.ref}-${i}`}>
                  <td>
                    <span css={refStyle}>{e.ref}</span> {e.name}
                    {e.repeat !== undefined && <span css={meaningStyle}> {copy.tree.repeat(e.repeat)}</span>}
                  </td>
                  <td>
                    <span css={mono}>{e.value}</span>
                    {e.meaning && <span css={meaningStyle}> ({e.meaning})</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
    </li>
  );
}

interface NodeProps {
  issuesAt: Map<number, Issue[]>;
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

function InterchangeNode({
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

/** Summary, issues, tree and JSON of one inspected document. */
export function InspectorResult({
  view,
  inspection,
  text,
}: {
  view: InspectorView;
  inspection: Inspection | undefined;
  text: () => string;
}) {
  const [reveal, setReveal] = useState<Reveal>();
  const issuesAt = useMemo(() => {
    const map = new Map<number, Issue[]>();
    for (const issue of view.issues) map.set(issue.pos, [...(map.get(issue.pos) ?? []), issue]);
    return map;
  }, [view.issues]);
  const single = view.transactionCount <= OPEN_SINGLE;
  // The JSON of a server-rendered result is made in the browser from the document, when asked for.
  const json = inspection ? inspection.json : async () => (await inspectInBrowser(text())).json();
  return (
    <div css={{ display: 'grid', gap: 20, minWidth: 0 }}>
      <div
        css={{
          display: 'grid',
          gap: 20,
          [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Summary view={view} />
        <Issues
          view={view}
          paged={inspection !== undefined}
          onReveal={(pos) => setReveal((r) => ({ pos, nonce: (r?.nonce ?? 0) + 1 }))}
        />
      </div>
      {view.interchanges.length > 0 && (
        <section css={[panel, { minWidth: 0 }]} aria-labelledby="tree-heading">
          <h3 id="tree-heading" css={{ margin: '0 0 12px' }}>
            {copy.tree.heading}
          </h3>
          {view.interchanges.map((ic, i) => (
            <InterchangeNode
              key={ic.header[0]?.pos ?? i}
              ic={ic}
              issuesAt={issuesAt}
              reveal={reveal}
              inspection={inspection}
              single={single}
            />
          ))}
          {view.hiddenInterchanges > 0 && (
            <p css={{ color: theme.color.muted }}>{copy.tree.interchangesNotShown(view.hiddenInterchanges)}</p>
          )}
        </section>
      )}
      <JsonPanel json={json} />
    </div>
  );
}
