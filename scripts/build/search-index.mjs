// The browser's search index (#34): titles, codes, keywords and one-line details of every page, post, set,
// message and D.96A entry, made from content at build time (no crawling) and written as one hashed,
// immutable asset that the search dialog fetches when first opened. Body text and code-list entries stay on
// the server (/api/search), which makes its own index from the same documents (server/search/site-index.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const ENTRY = `
export { browserDocuments } from './shared/search/search-documents';
export { createIndex } from './shared/search/site-search';
export { contentSource } from './server/blog/sources';
`;

/**
 * Writes the index into `outdir`; returns its URL and gzip size.
 * @param {string} outdir
 */
export async function writeSearchIndex(outdir) {
  // Inside the project, so the bundle's packages resolve from its node_modules.
  mkdirSync('dist/build', { recursive: true });
  const dir = mkdtempSync(join('dist/build', 'search-index-'));
  try {
    const bundle = join(dir, 'search.mjs');
    await esbuild.build({
      stdin: { contents: ENTRY, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      outfile: bundle,
      logLevel: 'warning',
    });
    /** @type {{ browserDocuments: (posts: unknown[]) => Promise<unknown[]>, createIndex: (docs: unknown[]) => unknown, contentSource: (dir: string) => { fetchAll(): Promise<unknown[]> } }} */
    const search = await import(pathToFileURL(join(process.cwd(), bundle)).href);
    const posts = await search.contentSource('content/blog/posts').fetchAll();
    const json = JSON.stringify(search.createIndex(await search.browserDocuments(posts)));
    const hash = createHash('sha256').update(json).digest('base64url').slice(0, 10);
    const name = `search-index-${hash}.json`;
    writeFileSync(join(outdir, name), json);
    return { url: `/assets/${name}`, gzipBytes: gzipSync(json).length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Options with the index's URL (process.env.SEARCH_INDEX).
 * @template {esbuild.BuildOptions} T
 * @param {T} options
 * @param {string} url
 * @returns {T}
 */
export const withSearchIndex = (options, url) => ({
  ...options,
  define: { ...options.define, 'process.env.SEARCH_INDEX': JSON.stringify(url) },
});
