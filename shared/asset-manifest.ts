import type { PageKey } from './routes';

/** Written by build.mjs from esbuild's metafile: the browser entry and the files each page template needs. */
export interface AssetManifest {
  entry: string;
  entryImports: string[];
  pages: Record<PageKey, string[]>;
  /**
   * The files of each other lazily imported module of client/, by its source path (`client/shell/query-client.ts`):
   * those a page loads before hydrating are preloaded with it (PageModule.preloads). Absent in watch builds.
   */
  modules?: Record<string, string[]>;
  /** The icon sprite (scripts/icon-sprite.mjs). */
  icons: string;
  /**
   * The site stylesheet and the Emotion style names it holds (scripts/build/styles/write-stylesheet.ts); absent
   * in watch builds.
   */
  styles?: { href: string; names: string[] };
}
