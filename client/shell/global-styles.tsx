import { Global } from '@emotion/react';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from './config-context';

export function GlobalStyles() {
  // The site stylesheet holds these rules (gathered from a render without it): nothing to add on either side.
  if (usePublicConfig().assets.styles) return null;
  return (
    <Global
      styles={{
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          fontFamily: theme.font.body,
          color: theme.color.text,
          background: theme.color.surface,
          lineHeight: 1.55,
          WebkitFontSmoothing: 'antialiased',
        },
        'h1, h2, h3': { lineHeight: 1.2, textWrap: 'balance' },
        'img, svg': { maxWidth: '100%', verticalAlign: 'middle' },
        a: { color: theme.color.brand },
        ':focus-visible': { outline: `3px solid ${theme.color.focus}`, outlineOffset: 2 },
        // In-page anchors land below the sticky header (docs/spec.md, "Constants": 120 px offset).
        '[id]': { scrollMarginTop: 120 },
        '#main:focus': { outline: 'none' },
        // The page's sections after its opening band are laid out and painted when they come near the
        // viewport rather than all in the first frame (which took ~60 ms of main thread on a phone
        // profile, most of it below the fold). The paint containment this implies would clip what overflows
        // a section (its cards' shadows hang past its bottom, focus rings past its edges): hence the clip
        // margin. Not a section holding an open modal: containment would make it the containing block of the
        // modal's fixed overlay. Sections only: their last child's margin, now kept inside, changes nothing
        // visible (no background), where an article's would move the footer. Not the footer either: while it
        // is skipped, axe (tests/e2e/accessibility.spec.ts) reads its links' contrast against the page's white.
        'main > section ~ section:not(:has([aria-modal]))': {
          contentVisibility: 'auto',
          containIntrinsicSize: 'auto 800px',
          overflowClipMargin: 48,
        },
        [mq.reducedMotion]: {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      }}
    />
  );
}
