import { css } from '@emotion/react';
import { theme } from '../lib/theme';

/**
 * A native file input whose button looks like the site's outline buttons (Chromium's grey "Choose File" read as
 * unstyled beside them, #47 screenshots): still the browser's control, so its label, keyboard and drop work.
 * Its own module: only the inspector's and the guide editor's forms load it, not every page's shell.
 */
export const fileInputStyle = css({
  maxWidth: '100%',
  font: 'inherit',
  fontSize: '.9rem',
  color: theme.color.muted,
  '&::file-selector-button': {
    font: 'inherit',
    fontWeight: 700,
    color: theme.color.brand,
    background: '#fff',
    border: `2px solid ${theme.color.brand}`,
    borderRadius: theme.radius.sm,
    padding: '6px 14px',
    minHeight: 36,
    marginRight: 12,
    cursor: 'pointer',
  },
  '&:hover::file-selector-button': { background: theme.color.brandLight },
  '&:focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2, borderRadius: theme.radius.sm },
});
