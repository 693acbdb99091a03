// The issues panel of an inspected document: errors and warnings, each linking to its segment in the tree.
import { AlertTriangle, CheckCircle2, XCircle } from '../icon';
import { css } from '@emotion/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type MouseEvent } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { Finding } from '../../../shared/edi/model/types';
import type { InspectorView } from '../../../shared/inspector/view';
import { theme } from '../../lib/theme';
import { panel } from './styles';
import { visuallyHidden } from '../visually-hidden';

const copy = inspectorCopy;
const issueList = css({ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 });
const issueItem = css({ display: 'flex', gap: 8, alignItems: 'flex-start' });
/** A result the browser made lists up to 1,000 issues: in a scrolling box, only those in view are rendered. */
const virtualBox = css({
  maxHeight: 'min(60vh, 480px)',
  overflow: 'auto',
  contain: 'content',
  ':focus-visible': { outline: `2px solid ${theme.color.brand}`, outlineOffset: 2 },
});
const virtualList = css({ margin: 0, padding: 0, listStyle: 'none', position: 'relative' });
const ISSUE_ROW = 56;
const issueIcon = css({ flex: 'none', marginTop: 3 });
const issueLink = css({ fontWeight: 700 });

export function Issues({
  view,
  paged,
  onReveal,
}: {
  view: InspectorView;
  paged: boolean;
  onReveal: (pos: number) => void;
}) {
  const c = copy.issues;
  const click = (pos: number) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (pos <= 0) return;
    e.preventDefault();
    onReveal(pos);
  };
  return (
    <section css={panel} aria-labelledby="issues-heading">
      <h3 id="issues-heading" css={{ margin: '0 0 12px' }}>
        {c.heading}: {c.count(view.found)}
      </h3>
      {view.issues.length === 0 ? (
        <p css={{ margin: 0, color: '#1b5e20', display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <CheckCircle2 size={20} aria-hidden="true" css={{ flex: 'none' }} />
          {c.none}
          {view.standard === 'edifact' ? c.noneEdifact : c.noneX12}
        </p>
      ) : (
        <>
          {view.truncated && (
            <p css={{ margin: '0 0 8px', color: theme.color.muted }}>{c.truncated(view.found, view.issues.length)}</p>
          )}
          {paged ? (
            <VirtualIssues issues={view.issues} onReveal={click} />
          ) : (
            <ol css={issueList}>
              {view.issues.map((issue, i) => (
                <IssueItem key={`${issue.pos}-${i}`} issue={issue} onReveal={click} />
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

type Reveal = (pos: number) => (e: MouseEvent<HTMLAnchorElement>) => void;

function IssueItem({
  issue,
  onReveal,
  row,
}: {
  issue: Finding;
  onReveal: Reveal;
  row?: { index: number; of: number; style: CSSProperties; measure: (element: HTMLLIElement | null) => void };
}) {
  const c = copy.issues;
  return (
    <li
      css={issueItem}
      data-index={row?.index}
      style={row?.style}
      ref={row?.measure}
      // Only the issues in view are rendered: each says where it stands in the whole list.
      aria-posinset={row && row.index + 1}
      aria-setsize={row?.of}
    >
      {issue.severity === 'error' ? (
        <XCircle size={18} color="#b71c1c" aria-label={c.error} css={issueIcon} />
      ) : (
        <AlertTriangle size={18} color="#8a5a00" aria-label={c.warning} css={issueIcon} />
      )}
      <span>
        {issue.pos > 0 ? (
          <a href={`#seg-${issue.pos}`} onClick={onReveal(issue.pos)} css={issueLink}>
            {c.segment(issue.pos, issue.tag, issue.line)}
          </a>
        ) : (
          <strong>{c.segment(issue.pos, issue.tag, issue.line)}</strong>
        )}
        : {issue.message}
        {(issue.guide ?? issue.reference) && (
          <>
            {' '}
            <a href={issue.guide ?? issue.reference} target="_blank" rel="noopener">
              {issue.guide ? c.guide : c.reference}
              <span css={visuallyHidden}> {c.newTab}</span>
            </a>
          </>
        )}
      </span>
    </li>
  );
}

function VirtualIssues({ issues, onReveal }: { issues: Finding[]; onReveal: Reveal }) {
  const box = useRef<HTMLElement>(null);
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler here; the virtualiser re-renders its component on scroll
  const virtualizer = useVirtualizer({
    count: issues.length,
    getScrollElement: () => box.current,
    estimateSize: () => ISSUE_ROW,
    overscan: 6,
    gap: 8,
  });
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region keyboard users must reach
    <section ref={box} css={virtualBox} tabIndex={0} aria-label={copy.issues.region} data-testid="issues-scroll">
      <ol css={virtualList} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const issue = issues[item.index];
          return (
            issue && (
              <IssueItem
                key={item.key}
                issue={issue}
                onReveal={onReveal}
                row={{
                  index: item.index,
                  of: issues.length,
                  measure: virtualizer.measureElement,
                  style: {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    width: '100%',
                    transform: `translateY(${item.start}px)`,
                  },
                }}
              />
            )
          );
        })}
      </ol>
    </section>
  );
}
