import { css } from '@emotion/react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { theme } from '../lib/theme';

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
