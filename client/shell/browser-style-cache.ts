import type { EmotionCache } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';

type Insert = EmotionCache['insert'];

/**
 * The browser's Emotion cache, without the CSS compiler (stylis and @emotion/cache, 2 KB gzip of every first
 * load). It need not compile to hydrate: the site stylesheet holds the crawled pages' rules (adoptSiteStylesheet
 * marks their names inserted), a page's rarer rules arrive inline in its HTML (their names are read below, as
 * createCache does), and <Global> adopts its own inline element. What it is asked to insert (a style first
 * seen after an interaction or a client-side navigation) waits for the compiler, which hydrate.tsx loads
 * in the task after hydration and style-compiler.ts builds from @emotion/cache itself, so the rules are
 * Emotion's own, in the order they were asked for.
 */
export function browserStyleCache(
  key: string,
  nonce: string | undefined,
): { cache: EmotionCache; loadCompiler: () => Promise<void> } {
  const inserted: EmotionCache['inserted'] = {};
  // Out of React's way before hydration: every server-rendered style element (<Global>'s `e-global` ones
  // too) moves into <head>, as @emotion/react's default cache did when its module loaded (createCache with the
  // key 'css'; the build leaves that cache out, scripts/build/dependency-trims.mjs). A space in the attribute marks
  // Emotion 11's server elements; data-s, one moved.
  for (const node of document.querySelectorAll('style[data-emotion]:not([data-s])')) {
    if (!node.getAttribute('data-emotion')?.includes(' ')) continue;
    document.head.appendChild(node);
    node.setAttribute('data-s', '');
  }
  // Then, as createCache does, the cache's own elements count as inserted and join its sheet.
  const nodes = Array.from(document.querySelectorAll<HTMLStyleElement>(`style[data-emotion^="${key} "]`));
  for (const node of nodes) {
    for (const name of (node.getAttribute('data-emotion') ?? '').split(' ').slice(1)) inserted[name] = true;
  }
  let compile: Insert | undefined;
  const waiting: Parameters<Insert>[] = [];
  const cache: EmotionCache = {
    key,
    nonce,
    inserted,
    registered: {},
    sheet: new StyleSheet({ key, nonce, container: document.head }),
    insert(selector, serialized, sheet, shouldCache) {
      if (shouldCache) inserted[serialized.name] = true;
      if (compile) return compile(selector, serialized, sheet, false);
      waiting.push([selector, serialized, sheet, false]);
      void compiler();
      return undefined;
    },
  };
  cache.sheet.hydrate(nodes);
  let loading: Promise<void> | undefined;
  // Also called by hydrate.tsx once the page is interactive, so a new style rarely waits for it.
  const compiler = () =>
    (loading ??= import('./style-compiler').then(({ styleCompiler }) => {
      compile = styleCompiler(nonce);
      for (const args of waiting.splice(0)) compile(...args);
    }));
  return { cache, loadCompiler: compiler };
}
