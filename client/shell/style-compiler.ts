import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The browser cache's CSS compiler (browser-style-cache.ts), loaded after hydration: the insert of a cache
 * made by Emotion's createCache, with no stylis plugins as on the server (style-cache.ts). It writes into the
 * sheet it is handed, the browser cache's; its own key matches no style element, so making it moves none.
 */
export function styleCompiler(nonce: string | undefined): EmotionCache['insert'] {
  return createCache({ key: 'e-compiler', nonce, stylisPlugins: [] }).insert;
}
