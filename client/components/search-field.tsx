// The site's search box, in its two settings: a labelled field among a filter form's fields (careers, reference
// guides), and a page's own search form under its hero (blog list, FAQ). Both submit the term as `q`, so a
// search works as a plain GET form before (or without) JavaScript; the copy comes from the pages' content.
import { css, type CSSObject } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '../lib/theme';
import { fieldStyles } from './form-field';
import { Search, X } from './icon';
import { visuallyHidden } from './visually-hidden';

interface FieldProps {
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
interface Look {
  icon: number;
  iconCss: CSSObject;
  input: CSSObject;
}
const looks: Record<'field' | 'hero', Look> = {
  // Bottom-aligned: the label above the field may wrap without moving the icon off the field.
  field: {
    icon: 18,
    iconCss: { position: 'absolute', left: 12, bottom: 13, color: theme.color.muted },
    input: { paddingLeft: 38 },
  },
  hero: {
    icon: 20,
    iconCss: { position: 'absolute', left: 14, top: 14, color: theme.color.muted },
    input: { paddingLeft: 44, fontSize: '1.05rem', height: 48 },
  },
};
// With the form's own clear link on the right, the browser's clear button would be a second ×. (Left out of the
// input's css array when unused: even a false element there changes the class name.)
const clearable: CSSObject = { paddingRight: 44, '&::-webkit-search-cancel-button': { display: 'none' } };
const clearLink = css({
  position: 'absolute',
  right: 8,
  top: 8,
  width: 32,
  height: 32,
  borderRadius: '50%',
  background: theme.color.surfaceAlt,
  color: theme.color.text,
  display: 'grid',
  placeItems: 'center',
});

/** Label, magnifier and the `q` input. */
function Parts({
  id,
  label,
  placeholder,
  value,
  onChange,
  look,
  hiddenLabel = false,
  withClear = false,
}: FieldProps & { look: Look; hiddenLabel?: boolean; withClear?: boolean }) {
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
        css={withClear ? [fieldStyles.control, look.input, clearable] : [fieldStyles.control, look.input]}
      />
    </>
  );
}

/** A labelled search field, one of the fields of the caller's filter form. */
export function SearchField(props: FieldProps) {
  return (
    <div css={{ position: 'relative' }}>
      <Parts {...props} look={looks.field} />
    </div>
  );
}

/**
 * A page's search form: a GET form to `action` holding the field (its label read by screen readers only). With
 * JavaScript the page filters as the term changes and submitting does nothing; without, the form submits `?q=`.
 * Given `clearLabel`, a non-empty term gets a × link to `action`: clearing works without JavaScript too.
 */
export function SearchForm({ action, clearLabel, ...field }: FieldProps & { action: string; clearLabel?: string }) {
  return (
    <search css={{ width: '100%', maxWidth: 560 }}>
      <form method="get" action={action} onSubmit={(e) => e.preventDefault()} css={{ position: 'relative' }}>
        <Parts {...field} look={looks.hero} hiddenLabel withClear={clearLabel !== undefined} />
        {clearLabel !== undefined && field.value && (
          <Link
            to={action}
            replace
            preventScrollReset
            aria-label={clearLabel}
            onClick={(e) => {
              e.preventDefault();
              field.onChange('');
            }}
            css={clearLink}
          >
            <X size={16} aria-hidden="true" />
          </Link>
        )}
      </form>
    </search>
  );
}
