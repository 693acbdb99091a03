// The navigation's Emotion styles: media queries, keyframes and the css objects of the header and menu.
import { css, keyframes } from '@emotion/react';
import { breakpoints, mq, theme } from '../../lib/theme';

const narrow = `@media (max-width: ${breakpoints.lg - 0.02}px)`;
export const wide = mq.nav;

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });

export const wideOnly = css({ [narrow]: { display: 'none' } });
export const narrowOnly = css({ [wide]: { display: 'none' } });

// The menu button is a <details> of its own; the panel, a later sibling, shows while it is open (below
// `mq.nav`) and always, in the header row, at `mq.nav` and wider.
export const toggle = css({
  listStyle: 'none',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  color: theme.color.text,
  '&::-webkit-details-marker': { display: 'none' },
  // The open menu's backdrop is the summary's own pseudo-element, so a press on it closes the menu
  // even before (or without) JavaScript.
  'details[open] > &::before': {
    content: '""',
    position: 'fixed',
    inset: 0,
    background: 'rgba(10,25,48,.55)',
    zIndex: 50,
    cursor: 'default',
  },
});

export const panel = css({
  [narrow]: {
    display: 'none',
    // `~`, not `+`: server-rendered style elements may stand between the two.
    'details[open] ~ &': { display: 'flex' },
    position: 'fixed',
    top: 0,
    right: 0,
    bottom: 0,
    width: 'min(360px, 88vw)',
    background: theme.color.surface,
    zIndex: 60,
    flexDirection: 'column',
    boxShadow: theme.shadow.panel,
    animation: `${slideIn} .22s ease-out`,
    [mq.reducedMotion]: { animation: 'none' },
    // Without JavaScript the × cannot run a handler: the panel's title row lets presses through to the
    // backdrop below it (the toggle's pseudo-element), which closes the menu natively.
    'html:not([data-hydrated]) &': {
      pointerEvents: 'none',
      '& > nav, & > div:last-of-type': { pointerEvents: 'auto' },
    },
  },
});

export const panelTitle = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: '14px 18px',
  borderBottom: `1px solid ${theme.color.border}`,
  h2: { margin: 0, fontSize: '1.2rem' },
  button: {
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    border: 0,
    background: 'transparent',
    cursor: 'pointer',
    color: theme.color.text,
  },
  [wide]: { display: 'none' },
});

export const panelActions = css({
  display: 'grid',
  gap: 10,
  padding: 18,
  borderTop: `1px solid ${theme.color.border}`,
  a: {
    display: 'block',
    textAlign: 'center',
    padding: '12px 16px',
    borderRadius: theme.radius.md,
    fontWeight: 700,
    textDecoration: 'none',
  },
  [wide]: { display: 'none' },
});

export const navStyle = css({
  [narrow]: { flex: 1, overflowY: 'auto', padding: '4px 18px' },
});

export const navList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [wide]: { display: 'flex', alignItems: 'center', gap: 2, fontSize: '.95rem' },
});

/** Home, the converter and the supplier program: header links, or the menu's plain rows. */
export const topLink = css({
  display: 'block',
  color: theme.color.text,
  textDecoration: 'none',
  [narrow]: { padding: '14px 4px', fontWeight: 700, borderBottom: `1px solid ${theme.color.border}` },
  [wide]: {
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap',
    '&:hover': { background: theme.color.brandLight },
    '&[aria-current="page"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
  },
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
});

export const sectionStyle = css({ [wide]: { position: 'relative' } });

export const summaryStyle = css({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  cursor: 'pointer',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > & svg': { transform: 'rotate(180deg)' },
  [narrow]: {
    justifyContent: 'space-between',
    padding: '14px 4px',
    fontWeight: 700,
    borderBottom: `1px solid ${theme.color.border}`,
    svg: { width: 18, height: 18 },
  },
  [wide]: {
    gap: 4,
    padding: '10px 12px',
    borderRadius: theme.radius.sm,
    fontWeight: 600,
    color: theme.color.text,
    '&:hover': { background: theme.color.brandLight },
    '&[aria-current="true"]': { color: theme.color.brand, boxShadow: `inset 0 -3px 0 ${theme.color.brand}` },
    svg: { transition: 'transform .15s' },
    // Closed headers stay clickable above the open one and its backdrop.
    position: 'relative',
    zIndex: 2,
    'details[open] > &': { zIndex: 1 },
    // The open panel's backdrop is the summary's own pseudo-element: a press outside the panel toggles
    // the dropdown closed, with or without JavaScript.
    'details[open] > &::before': { content: '""', position: 'fixed', inset: 0, zIndex: -1, cursor: 'default' },
  },
  [mq.navTight]: { padding: '10px 8px', fontSize: '.9rem' },
});

export const dropdownPanel = css({
  [wide]: {
    position: 'absolute',
    top: 'calc(100% + 8px)',
    left: '50%',
    transform: 'translateX(-50%)',
    maxWidth: 'calc(100vw - 32px)',
    // As tall as the window allows below the header; when it must scroll, shadows at the cut edges
    // (scroll-linked backgrounds, no script) show that there is more.
    maxHeight: 'calc(100vh - 124px)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    background: [
      `linear-gradient(${theme.color.surface} 30%, rgba(255,255,255,0)) top / 100% 40px no-repeat local`,
      `linear-gradient(rgba(255,255,255,0), ${theme.color.surface} 70%) bottom / 100% 40px no-repeat local`,
      'radial-gradient(farthest-side at 50% 0, rgba(10,25,48,.22), rgba(10,25,48,0)) top / 100% 14px no-repeat scroll',
      'radial-gradient(farthest-side at 50% 100%, rgba(10,25,48,.22), rgba(10,25,48,0)) bottom / 100% 14px no-repeat scroll',
      theme.color.surface,
    ].join(', '),
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.lg,
    boxShadow: theme.shadow.panel,
    padding: 16,
    zIndex: 40,
  },
});

export const groupHeading = css({
  color: theme.color.muted,
  textTransform: 'uppercase',
  [narrow]: { fontSize: '.72rem', letterSpacing: '.1em', fontWeight: 400, lineHeight: 1.55, margin: '10px 8px 2px' },
  [wide]: { fontSize: '.75rem', letterSpacing: '.08em', margin: '4px 10px 4px' },
});

export const itemList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [narrow]: { padding: '6px 0 10px' },
  [wide]: { display: 'grid', gap: 4 },
});

export const columnsOf = (columns: number) =>
  css({ [wide]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } });

// An item is [icon box] title: the title is its last span, so `span:not(:last-of-type)` is the icon box.
export const item = css({
  color: theme.color.text,
  textDecoration: 'none',
  [narrow]: {
    display: 'block',
    padding: '9px 8px',
    borderRadius: theme.radius.sm,
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
    '& > span:not(:last-of-type), small': { display: 'none' },
    strong: { fontWeight: 'normal' },
  },
  [wide]: {
    display: 'flex',
    gap: 12,
    alignItems: 'flex-start',
    padding: '7px 10px',
    borderRadius: theme.radius.md,
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
    '&[aria-current="page"]': { background: theme.color.brandLight },
    small: { display: 'block', color: theme.color.muted, fontSize: '.82rem', marginTop: 2 },
    strong: { display: 'block' },
    '& > span:not(:last-of-type)': {
      flex: 'none',
      display: 'grid',
      placeItems: 'center',
      width: 34,
      height: 34,
      borderRadius: theme.radius.sm,
      background: theme.color.brandLight,
      color: theme.color.brand,
    },
  },
});

// In the menu the index link ("All 23 integrations") closes the section as a row of its own; in the
// dropdown it sits top right, level with the first heading.
export const moreList = css({
  [wide]: { position: 'absolute', top: 20, right: 30, fontSize: '.85rem', lineHeight: '24px' },
});

export const moreLink = css({
  color: theme.color.text,
  [narrow]: {
    display: 'block',
    padding: '9px 8px',
    borderRadius: theme.radius.sm,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: theme.color.brandLight },
  },
  [wide]: { fontWeight: 600, color: theme.color.brand },
});

export const helpStyle = css({
  marginTop: 12,
  padding: '12px 16px',
  borderRadius: theme.radius.md,
  background: theme.color.surfaceAlt,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  alignItems: 'center',
  justifyContent: 'space-between',
  p: { margin: 0, color: theme.color.muted, fontSize: '.9rem', flex: '1 1 260px' },
  strong: { display: 'block', color: theme.color.text, marginBottom: 2 },
  a: { fontWeight: 600, color: theme.color.brand },
  [narrow]: { display: 'none' },
});
