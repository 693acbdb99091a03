// The round close button of the site's dialogs (the modal, the search dialog).
import { css } from '@emotion/react';
import { theme } from '../lib/theme';

export const closeButtonStyle = css({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '50%',
  background: theme.color.surfaceAlt,
  cursor: 'pointer',
  color: theme.color.text,
});
