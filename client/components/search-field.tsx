// The site's search box, in its two settings: a labelled field among a filter form's fields (careers, reference
// guides) here, and a page's own search form under its hero (blog list, FAQ) in search-form.tsx. Both submit the
// term as `q`, so a search works as a plain GET form before (or without) JavaScript; the copy comes from content.
import type { CSSObject } from '@emotion/react';
import { theme } from '../lib/theme';
import { fieldStyles } from './form-field';
import { Search } from './icon';
import { visuallyHidden } from './visually-hidden';

export interface FieldProps {
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
}: FieldProps & { look: Look; hiddenLabel?: boolean; extra?: CSSObject }) {
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
export function SearchField(props: FieldProps) {
  return (
    <div css={{ position: 'relative' }}>
      <Parts {...props} look={looks.field} />
    </div>
  );
}
