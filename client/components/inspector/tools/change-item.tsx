// One change of the document diff: what happened to which segment or loop, where, and its elements before and after.
import { css } from '@emotion/react';
import type { Ref } from 'react';
import { compareCopy } from '../../../../content/inspector/compare-copy';
import type { DiffChange } from '../../../../shared/edi/tools/compare';
import { mq, theme } from '../../../lib/theme';
import { mono } from '../styles';
import { stackedCell, stackedTable } from './stacked-table';

const copy = compareCopy;
const badge = {
  added: { background: '#e6f4ea', color: '#1b5e20' },
  removed: { background: '#fdecea', color: '#b71c1c' },
  changed: { background: '#fff4e5', color: '#8a4b00' },
} as const;
const cell = stackedCell('6em');
const table = css([stackedTable, { marginTop: 8, fontSize: '.9rem', [mq.md]: { tableLayout: 'fixed' } }]);

export function ChangeItem({
  change,
  current,
  position,
  count,
  ref,
  onFocus,
}: {
  change: DiffChange;
  current: boolean;
  position: number;
  count: number;
  ref: Ref<HTMLElement>;
  onFocus: () => void;
}) {
  // A feed's article takes focus (WAI-ARIA feed pattern, https://www.w3.org/WAI/ARIA/apg/patterns/feed/).
  /* oxlint-disable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
  return (
    <article
      ref={ref}
      tabIndex={current ? 0 : -1}
      aria-posinset={position}
      aria-setsize={count}
      onFocus={onFocus}
      css={{
        border: `1px solid ${current ? theme.color.brand : theme.color.border}`,
        borderRadius: theme.radius.sm,
        padding: 12,
        '&:focus': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 },
      }}
    >
      <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
        <span
          css={[badge[change.change], { borderRadius: 4, padding: '1px 8px', fontWeight: 700, fontSize: '.85rem' }]}
        >
          {copy.change[change.change]}
        </span>
        <strong css={mono}>{change.label ?? change.tag}</strong>
        {change.path.length > 0 && (
          <span css={[mono, { color: theme.color.muted, fontSize: '.85rem', overflowWrap: 'anywhere' }]}>
            {change.path.join(' › ')}
          </span>
        )}
      </p>
      <p css={{ margin: '4px 0 0', color: theme.color.muted, fontSize: '.88rem' }}>
        {copy.at(change.left, change.right)}
      </p>
      {change.elements && change.elements.length > 0 && (
        <table css={table}>
          <thead>
            <tr>
              <th css={cell}>{copy.columns.element}</th>
              <th css={cell}>{copy.columns.name}</th>
              <th css={cell}>{copy.columns.before}</th>
              <th css={cell}>{copy.columns.after}</th>
            </tr>
          </thead>
          <tbody>
            {change.elements.map((e) => (
              <tr key={e.ref}>
                <td css={[cell, mono]} data-label={copy.columns.element}>
                  {e.ref}
                </td>
                <td css={cell} data-label={copy.columns.name}>
                  {e.name}
                </td>
                <td css={[cell, mono, { background: '#fdecea' }]} data-label={copy.columns.before}>
                  {e.before}
                </td>
                <td css={[cell, mono, { background: '#e6f4ea' }]} data-label={copy.columns.after}>
                  {e.after}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
  /* oxlint-enable jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */
}
