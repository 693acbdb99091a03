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
        [mq.reducedMotion]: {
          '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
        },
      }}
    />
  );
}
