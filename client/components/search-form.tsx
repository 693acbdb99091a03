// A page's own search form under its hero (blog list, FAQ), on the site's search box (form-field.tsx): kept
// apart so the pages with a field among filters (careers, reference guides) do not load the form's code.
import { css, type CSSObject } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '../lib/theme';
import { X } from './icon';
import { looks, Parts, type SearchFieldProps as FieldProps } from './form-field';

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

/**
 * A page's search form: a GET form to `action` holding the field (its label read by screen readers only). With
 * JavaScript the page filters as the term changes and submitting does nothing; without, the form submits `?q=`.
 * Given `clearLabel`, a non-empty term gets a × link to `action`: clearing works without JavaScript too.
 */
export function SearchForm({ action, clearLabel, ...field }: FieldProps & { action: string; clearLabel?: string }) {
  return (
    <search css={{ width: '100%', maxWidth: 560 }}>
      <form method="get" action={action} onSubmit={(e) => e.preventDefault()} css={{ position: 'relative' }}>
        <Parts {...field} look={looks.hero} hiddenLabel {...(clearLabel !== undefined && { extra: clearable })} />
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
