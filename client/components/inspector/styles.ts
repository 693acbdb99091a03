// Styles the inspector's panels share: the panel card, monospace values and a tree row's summary line.
import { css } from '@emotion/react';
import { mq, theme } from '../../lib/theme';

export const panel = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 20,
  boxShadow: theme.shadow.card,
  [mq.md]: { padding: 24 },
});
export const mono = css({ fontFamily: theme.font.mono });
export const summaryLine = css({ cursor: 'pointer', padding: '6px 0', overflowWrap: 'anywhere' });
