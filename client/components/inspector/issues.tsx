// The issues panel of an inspected document: errors and warnings, each linking to its segment in the tree.
import { AlertTriangle, CheckCircle2, XCircle } from '../icon';
import { css } from '@emotion/react';
import { useState, type MouseEvent } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { InspectorView } from '../../../shared/edi/view';
import { theme } from '../../lib/theme';
import { panel } from './styles';
import { visuallyHidden } from '../visually-hidden';

const copy = inspectorCopy;
/** Issues listed at first, and per "show more", in a result the browser made (up to 1,000 can come). */
const ISSUE_PAGE = 100;
const issueList = css({ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 });
const issueItem = css({ display: 'flex', gap: 8, alignItems: 'flex-start' });
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
