import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import type { PublicGuide } from '../../../shared/edi/guide-format/schema';
import {
  isLoopJson,
  nodeAt,
  pathKey,
  updateElement,
  updateNode,
  type GuideSegmentJson,
  type NodePath,
} from '../../lib/guide-edits';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { ElementRow } from './element-row';

const copy = guideEditorCopy.segment;
const usageWords = guideEditorCopy.tree.usage;
const usages = ['must', 'used', 'not-used'] as const;

const list = css({ listStyle: 'none', margin: 0, padding: 0, borderTop: `1px solid ${theme.color.border}` });
const hint = css({ margin: '0 0 10px', color: theme.color.muted, fontSize: '.9rem' });

/** The selected segment: its usage and max use, then its elements, each editable (element-row.tsx). */
export function SegmentPanel({
  guide,
  path,
  focusElement,
  edit,
}: {
  guide: PublicGuide;
  path: NodePath | undefined;
  /** The element row to focus: set when Enter in the tree (or a finding's link) brought the keyboard here. */
  focusElement: { index: number; at: number } | undefined;
  edit: (change: (g: PublicGuide) => PublicGuide) => void;
}) {
  const node = path ? nodeAt(guide, path) : undefined;
  const segment: GuideSegmentJson | undefined = node && !isLoopJson(node) ? node : undefined;
  const [active, setActive] = useState(focusElement?.index ?? 0);
  const [request, setRequest] = useState(focusElement);
  const listRef = useRef<HTMLUListElement>(null);
  const focusAt = (i: number) => listRef.current?.querySelectorAll<HTMLElement>('button[data-ref]')[i]?.focus();
  // A new request (Enter in the tree, a finding's link) makes its row the active one, then focuses it.
  if (focusElement !== request) {
    setRequest(focusElement);
    if (focusElement) setActive(focusElement.index);
  }
  useEffect(() => {
    if (focusElement) listRef.current?.querySelectorAll<HTMLElement>('button[data-ref]')[focusElement.index]?.focus();
  }, [focusElement]);

  if (!node || !path)
    return (
      <p css={hint} id="segment-heading">
        {copy.pick}
      </p>
    );

  const count = segment?.elements.length ?? 0;
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    const to = { Home: 0, End: count - 1 }[e.key];
    const next = step !== undefined ? Math.min(count - 1, Math.max(0, active + step)) : to;
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    focusAt(next);
  };
  const setSegment = (patch: Pick<Partial<GuideSegmentJson>, 'usage' | 'max'>) =>
    edit((g) => updateNode(g, path, (n) => ({ ...n, ...patch })));

  return (
    <section aria-labelledby="segment-heading">
      <h3 id="segment-heading" tabIndex={-1} css={{ margin: '0 0 8px' }}>
        {segment ? copy.heading(segment.segment) : isLoopJson(node) && copy.loopHeading(node.loop)}{' '}
        {segment?.name && <span css={{ fontWeight: 400 }}>{segment.name}</span>}
      </h3>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
        <div>
          <label htmlFor="segment-usage" css={fieldStyles.label}>
            {segment ? copy.usage : copy.loopUsage}
          </label>
          <select
            id="segment-usage"
            value={node.usage}
            css={[fieldStyles.control, { width: 'auto' }]}
            onChange={(e) => {
              const usage = usages.find((u) => u === e.currentTarget.value);
              if (usage) setSegment({ usage });
            }}
          >
            {usages.map((u) => (
              <option key={u} value={u}>
                {usageWords[u]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="segment-max" css={fieldStyles.label}>
            {copy.max}
          </label>
          <input
            id="segment-max"
            key={`${pathKey(path)}:${String(node.max)}`}
            defaultValue={node.max === 'unbounded' ? '>1' : node.max}
            inputMode="numeric"
            css={[fieldStyles.control, { width: '7rem' }]}
            onBlur={(e) => {
              const typed = e.currentTarget.value.trim();
              const max = typed === '>1' ? 'unbounded' : Number(typed);
              if (max === 'unbounded' || (Number.isInteger(max) && max >= 1 && max <= 1_000_000)) setSegment({ max });
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.currentTarget.blur();
            }}
          />
        </div>
      </div>
      {segment ? (
        <>
          <p css={hint}>{copy.keys}</p>
          <ul css={list} ref={listRef} aria-label={copy.heading(segment.segment)}>
            {segment.elements.map((el, i) => (
              <ElementRow
                key={`${pathKey(path)}:${el.ref}`}
                element={el}
                focusable={i === Math.min(active, count - 1)}
                onFocus={() => setActive(i)}
                onKeyDown={onKeyDown}
                onChange={(next) => edit((g) => updateElement(g, path, i, next))}
              />
            ))}
          </ul>
        </>
      ) : (
        <p css={hint}>{copy.loopHint}</p>
      )}
    </section>
  );
}
