import createCache, { type EmotionCache } from '@emotion/cache';
import { EMOTION_KEY } from './style-cache';

// Apart from style-cache.ts, which the browser's shell imports: there @emotion/cache (and stylis) load only
// with the CSS compiler, after hydration (browser-style-cache.ts).

/**
 * A server render's cache: the stylesheet's styles count as inserted, so no element repeats them. Its rules
 * carry no vendor prefixes (stylis' prefixer is left out): the browsers of the build target (ES2022) need
 * none for the properties the site uses, and the prefixes were a quarter of every rule's bytes.
 */
export function serverStyleCache(nonce: string, inStylesheet: Readonly<Record<string, true>>): EmotionCache {
  const cache = createCache({ key: EMOTION_KEY, nonce, stylisPlugins: [] });
  // Read through, not copied: the stylesheet's 1,200 names were copied into every render's cache (1 % of the
  // server's CPU under the soak, issue 46). Emotion only reads `inserted[name]` and writes its own names.
  Object.setPrototypeOf(cache.inserted, inStylesheet);
  return cache;
}
