// One segment of the inspected document's tree: its summary row, issues and table of elements.
import { css } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { inspectorCopy } from '../../../content/inspector/copy';
import type { Finding } from '../../../shared/edi/model/types';
import type { ViewSegment } from '../../../shared/inspector/view';
import { theme } from '../../lib/theme';
import { useHydrated } from '../../hooks/use-hydrated';
import { mono, summaryLine } from './styles';

const copy = inspectorCopy;

/** A segment the issues list asked to show: each click makes a new nonce, so the same segment shows again. */
export interface Reveal {
  pos: number;
  nonce: number;
}

// Styles made once: thousands of segment rows must not each serialise their own.
const tagStyle = css({ fontFamily: theme.font.mono, fontWeight: 700, color: theme.color.brand, marginRight: 8 });
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

/** A segment as a row of the virtualised tree (tree-view.tsx): placed, measured and opened by the tree. */
export interface SegmentRow {
  index: number;
  style: CSSProperties;
  measure: (element: HTMLLIElement | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The segment an issue's link led to last: outlined. */
  revealed: boolean;
}

export function SegmentNode({
  segment,
  issues,
  reveal,
  row,
}: {
  segment: ViewSegment;
  issues: Finding[] | undefined;
  reveal: Reveal | undefined;
  row?: SegmentRow;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const measure = row?.measure;
  const setRef = useCallback(
    (element: HTMLLIElement | null) => {
      ref.current = element;
      measure?.(element);
    },
    [measure],
  );
  const hydrated = useHydrated();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = row ? row.open : ownOpen;
  const setOpen = row ? row.onOpenChange : setOwnOpen;
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
      ref={setRef}
      tabIndex={-1}
      data-index={row?.index}
      style={row?.style}
      css={[segmentItem, issues && flagged, (revealHere !== undefined || row?.revealed) && revealed]}
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
