import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { guideEditorCopy } from '../../../content/pages/guide-editor';
import type { PublicElement } from '../../../shared/edi/guide-format/schema';
import { codesFrom } from '../../lib/guide-edits';
import { theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { buttonStyles } from '../ui';

const copy = guideEditorCopy.segment;
const usages = ['must', 'used', 'not-used'] as const;
const usageWords = guideEditorCopy.tree.usage;

const rowButton = css({
  display: 'grid',
  gridTemplateColumns: '5.5rem minmax(0, 1fr)',
  gap: '2px 12px',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  color: theme.color.text,
  background: 'none',
  border: 0,
  borderBottom: `1px solid ${theme.color.border}`,
  padding: '8px 6px',
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceAlt },
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: -3 },
  code: { fontFamily: theme.font.mono, fontWeight: 700 },
  '[data-facts]': { gridColumn: '2', color: theme.color.muted, fontSize: '.9rem', overflowWrap: 'anywhere' },
});

const form = css({
  display: 'grid',
  gap: 10,
  padding: 10,
  border: `2px solid ${theme.color.brand}`,
  borderRadius: theme.radius.sm,
  margin: '4px 0',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7.5rem, 1fr))',
  '[data-wide]': { gridColumn: '1 / -1' },
  label: { fontWeight: 600, fontSize: '.9rem', display: 'block', marginBottom: 4 },
});

const facts = (e: PublicElement) =>
  [
    usageWords[e.usage],
    e.type,
    `${e.min}–${e.max}`,
    e.fixed !== undefined ? `= ${e.fixed}` : e.codes ? Object.keys(e.codes).join(' ') : copy.anyValue,
  ].join(' · ');

/**
 * One element of the selected segment: a button naming it and its usage, type, lengths and codes; Enter (or a
 * click) turns it into a small form, where Enter saves and Escape cancels, focus returning to the button.
 */
export function ElementRow({
  element,
  focusable,
  onChange,
  onFocus,
  onKeyDown,
}: {
  element: PublicElement;
  focusable: boolean;
  onChange: (e: PublicElement) => void;
  onFocus: () => void;
  /** Up, Down, Home and End between the rows (segment-panel.tsx). */
  onKeyDown: (e: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLSelectElement>(null);
  // The form opens on its first field.
  useEffect(() => {
    if (editing) first.current?.focus();
  }, [editing]);
  const id = useId();
  const close = () => {
    setEditing(false);
    setError(undefined);
    requestAnimationFrame(() => button.current?.focus());
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const min = Number(data.get('min'));
    const max = Number(data.get('max'));
    const usage = usages.find((u) => u === data.get('usage')) ?? element.usage;
    if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max < 1 || min > max || max > 99_999) {
      setError(copy.badLengths);
      return;
    }
    const typed = String(data.get('codes') ?? '');
    const codes = codesFrom(typed, element.codes);
    if ('error' in codes) {
      setError(copy.badCodes);
      return;
    }
    const { codes: _before, ...rest } = element;
    onChange({ ...rest, usage, min, max, ...codes });
    close();
  };
  // Escape cancels; Enter saves from any field (a select does not submit its form by itself).
  const keys = (e: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (e.key === 'Enter' && e.currentTarget instanceof HTMLSelectElement) {
      e.preventDefault();
      e.currentTarget.form?.requestSubmit();
    }
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    close();
  };

  if (!editing)
    return (
      <li id={`element-${element.ref}`}>
        <button
          type="button"
          ref={button}
          css={rowButton}
          tabIndex={focusable ? 0 : -1}
          data-ref={element.ref}
          onFocus={onFocus}
          onKeyDown={onKeyDown}
          onClick={() => setEditing(true)}
        >
          <code>{element.ref}</code>
          <span>{element.name ?? ''}</span>
          <span data-facts="">{facts(element)}</span>
        </button>
      </li>
    );
  return (
    <li id={`element-${element.ref}`}>
      <form css={form} onSubmit={submit} aria-label={`${copy.edit} ${element.ref}`}>
        <div data-wide="">
          <code css={{ fontFamily: theme.font.mono, fontWeight: 700 }}>{element.ref}</code> {element.name}
        </div>
        <div>
          <label htmlFor={`${id}-usage`}>{copy.usageLabel}</label>
          <select
            id={`${id}-usage`}
            name="usage"
            defaultValue={element.usage}
            css={fieldStyles.control}
            ref={first}
            onKeyDown={keys}
          >
            {usages.map((u) => (
              <option key={u} value={u}>
                {usageWords[u]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-min`}>{copy.min}</label>
          <input
            id={`${id}-min`}
            name="min"
            inputMode="numeric"
            defaultValue={element.min}
            onKeyDown={keys}
            css={fieldStyles.control}
          />
        </div>
        <div>
          <label htmlFor={`${id}-max`}>{copy.maxLength}</label>
          <input
            id={`${id}-max`}
            name="max"
            inputMode="numeric"
            defaultValue={element.max}
            onKeyDown={keys}
            css={fieldStyles.control}
          />
        </div>
        <div data-wide="">
          <label htmlFor={`${id}-codes`}>{copy.codesLabel}</label>
          <input
            id={`${id}-codes`}
            name="codes"
            defaultValue={Object.keys(element.codes ?? {}).join(', ')}
            css={[fieldStyles.control, { fontFamily: theme.font.mono }]}
            autoComplete="off"
            spellCheck={false}
            onKeyDown={keys}
            aria-describedby={error ? `${id}-error` : undefined}
          />
        </div>
        {error && (
          <p id={`${id}-error`} role="alert" css={[fieldStyles.error, { gridColumn: '1 / -1' }]}>
            {error}
          </p>
        )}
        <div data-wide="" css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <button type="submit" css={[buttonStyles.base, buttonStyles.primary, { padding: '8px 16px' }]}>
            {copy.done}
          </button>
          <button
            type="button"
            css={[buttonStyles.base, buttonStyles.outline, { padding: '8px 16px' }]}
            onClick={close}
          >
            {copy.cancel}
          </button>
        </div>
      </form>
    </li>
  );
}
