// The tab list's and a tab's look: the linked tabs (tabs.tsx) and the tabs kept in the page (tool-tabs.tsx).
import { css } from '@emotion/react';
import { theme } from '../lib/theme';

const tablist = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  borderBottom: `2px solid ${theme.color.border}`,
  marginBottom: 24,
});

// Sized so the converter's eight conversion types fit one row at 1280 px.
const tab = css({
  padding: '10px 13px',
  fontSize: '.95rem',
  whiteSpace: 'nowrap',
  marginBottom: -2,
  fontWeight: 700,
  textDecoration: 'none',
  color: theme.color.muted,
  borderBottom: '3px solid transparent',
  borderRadius: `${theme.radius.sm} ${theme.radius.sm} 0 0`,
  '&:hover': { color: theme.color.brand, background: theme.color.brandLight },
  '&[aria-selected="true"]': { color: theme.color.brand, borderBottomColor: theme.color.brand },
});

export const tabStyles = { tablist, tab };
