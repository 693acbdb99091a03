import { css, type CSSObject } from '@emotion/react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { mq, theme } from '../lib/theme';
import { Search } from './icon';
import { visuallyHidden } from './visually-hidden';

export const fieldStyles = {
  label: css({ display: 'block', fontWeight: 600, marginBottom: 6, fontSize: '.95rem' }),
  control: css({
    display: 'block',
    width: '100%',
    padding: '11px 12px',
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.sm,
    font: 'inherit',
    color: theme.color.text,
    background: '#fff',
    '&:focus': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 0, borderColor: theme.color.brand },
    '&[aria-invalid="true"]': { borderColor: '#c62828' },
    // One height for text boxes and selects: side by side in a filter bar their labels and edges line
    // up (a select ignored the line height and sat 4 px shorter). :where keeps later overrides winning.
    '&:where(input, select)': { height: 48 },
    // A long placeholder fits a 390 px phone in a smaller size ("Search by code, name, or description..." lost
    // its last word at 16 px, #47 screenshots), and one that still does not fit ends in an ellipsis, not mid-word.
    textOverflow: 'ellipsis',
    [mq.belowSm]: { '&::placeholder': { fontSize: '.875rem' } },
  }),
  error: css({ color: '#b71c1c', fontSize: '.88rem', margin: '6px 0 0' }),
  required: css({ color: '#c62828', marginLeft: 2 }),
};

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
}

const describedBy = (name: string, error?: string) => (error ? `${name}-error` : undefined);

function Label({ name, label, required }: FieldProps) {
  return (
    <label htmlFor={name} css={fieldStyles.label}>
      {label}
      {required && (
        <span css={fieldStyles.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function ErrorText({ name, error }: FieldProps) {
  return error ? (
    <p id={`${name}-error`} css={fieldStyles.error}>
      {error}
    </p>
  ) : null;
}

/** A labelled input with its required marker and error message wired for assistive technology. */
export function TextField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { name, label, required, error, ...input } = props;
  return (
    <div>
      <Label name={name} label={label} required={required} />
      <input
        id={name}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error)}
        css={fieldStyles.control}
        {...input}
      />
      <ErrorText name={name} label={label} error={error} />
    </div>
  );
}

export function TextAreaField(props: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name'>) {
  const { name, label, required, error, ...textarea } = props;
  return (
    <div>
      <Label name={name} label={label} required={required} />
      <textarea
        id={name}
        name={name}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error)}
        css={[fieldStyles.control, { resize: 'vertical' }]}
        {...textarea}
      />
      <ErrorText name={name} label={label} error={error} />
    </div>
  );
}

// The site's search box: a field among a filter form's fields (careers, reference guides) and, in search-form.tsx,
// a page's own search form. Both submit the term as `q`, so a search works as a plain GET form. It lives with the
// form fields because every page with a search loads this module already: a module of its own became a chunk of
// its own, ~0.3 % more first-load JS on each of those pages (bench: first-load table of npm run build).

export interface SearchFieldProps {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  placeholder: string;
  value: string;
  /** Every change of the term, as typed. */
  onChange: (value: string) => void;
}

// The magnifier sits inside the field, on its left; the input's left padding makes room for it. Plain objects,
// not css(): inside a css array a serialized style adds to the class name's hash, and these keep the classes
// the pages had before they shared this field.
export interface Look {
  icon: number;
  iconCss: CSSObject;
  input: CSSObject;
}
export const looks: Record<'field' | 'hero', Look> = {
  // Bottom-aligned, centred in the 48 px field: the label above may wrap without moving the icon off the field.
  field: {
    icon: 18,
    iconCss: { position: 'absolute', left: 12, bottom: 15, color: theme.color.muted },
    input: { paddingLeft: 38 },
  },
  hero: {
    icon: 20,
    iconCss: { position: 'absolute', left: 14, top: 14, color: theme.color.muted },
    input: { paddingLeft: 44, fontSize: '1.05rem', height: 48 },
  },
};
/** Label, magnifier and the `q` input (`extra`: one more style for the input, left out when unused). */
export function Parts({
  id,
  label,
  placeholder,
  value,
  onChange,
  look,
  hiddenLabel = false,
  extra,
}: SearchFieldProps & { look: Look; hiddenLabel?: boolean; extra?: CSSObject }) {
  return (
    <>
      <label htmlFor={id} css={hiddenLabel ? visuallyHidden : fieldStyles.label}>
        {label}
      </label>
      <Search size={look.icon} aria-hidden="true" css={look.iconCss} />
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        css={extra ? [fieldStyles.control, look.input, extra] : [fieldStyles.control, look.input]}
      />
    </>
  );
}

/** A labelled search field, one of the fields of the caller's filter form. */
export function SearchField(props: SearchFieldProps) {
  return (
    <div css={{ position: 'relative' }}>
      <Parts {...props} look={looks.field} />
    </div>
  );
}
