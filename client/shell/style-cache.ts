import type { EmotionCache } from '@emotion/cache';

/*
 * Styles: Emotion's rules of every page are gathered at build into one hashed stylesheet that every page
 * links (scripts/build/styles/write-stylesheet.ts), instead of a <style> element per component in each page's HTML.
 * It is one cacheable download for the whole site, under the same CSP (style-src 'self'). A render leaves
 * out what the file holds; whatever it lacks is still inlined, with the nonce or hashed (server/pages/prepared-page.ts).
 */

/**
 * Emotion cache key: the same on both sides so the browser adopts the server's style tags. It prefixes
 * every class name in the HTML (`e-1tjigwh`), so it is one letter.
 */
export const EMOTION_KEY = 'e';

/** The stylesheet's first rule lists its style names in this custom property; its selector matches nothing. */
export const NAMES_SELECTOR = '#emotion-stylesheet';
export const NAMES_PROPERTY = '--emotion-names';

/**
 * Tells the browser's cache which styles the linked stylesheet already holds, so hydrating components do
 * not insert them again. Module scripts run after the stylesheets before them have loaded, so its rules are
 * readable here; without them (no stylesheet, or not loaded) Emotion simply inserts what it renders.
 */
export function adoptSiteStylesheet(cache: EmotionCache): void {
  for (const sheet of Array.from(document.styleSheets)) {
    let first: CSSRule | undefined;
    try {
      first = sheet.cssRules[0];
    } catch {
      continue; // another origin's sheet: unreadable, and not ours
    }
    if (!(first instanceof CSSStyleRule) || first.selectorText !== NAMES_SELECTOR) continue;
    for (const name of first.style.getPropertyValue(NAMES_PROPERTY).replace(/"/g, '').split(' ')) {
      if (name) cache.inserted[name] = true;
    }
  }
}
