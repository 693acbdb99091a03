import { css } from '@emotion/react';

/** Read by screen readers (and counted in a link's text), not drawn. */
export const visuallyHidden = css({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
