// The asset manifest (dist/client/manifest.json): the browser entry, the files every start preloads, the
// chunks of each page template of the route table, and the icon sprite. Written from esbuild's metafile.
import { readFileSync, writeFileSync } from 'node:fs';

export const MANIFEST_FILE = 'dist/client/manifest.json';

/**
 * The URL the server serves an output file of dist/client/assets at.
 * @param {string} file
 */
export const href = (file) => `/assets/${file.replace(/^dist\/client\/assets\//, '')}`;

/**
 * The route table's page templates and the module file each loads, read from the page registry itself
 * (client/routes.tsx: one `key: () => import('./pages/…')` line per template; the manifest check at boot
 * fails on a template this misses).
 * @returns {Record<string, string>}
 */
function pageTemplates() {
  const registry = readFileSync('client/routes.tsx', 'utf8');
  const lines = registry.matchAll(/^\s*'?([\w-]+)'?: \(\) => import\('\.\/(pages\/[\w-]+)'\),?$/gm);
  return Object.fromEntries([...lines].map(([, key, file]) => [key, `client/${file}.tsx`]));
}

/**
 * Maps the entry and every page template of the route table to the files it loads, following static imports.
 * @param {import('esbuild').Metafile} metafile the browser bundle's
 * @param {{ entryPoint: string, iconSprite: string }} inputs the browser entry's source file, and the
 *   sprite's file under dist/client/assets
 */
export async function writeManifest(metafile, { entryPoint, iconSprite }) {
  const outputs = metafile.outputs;
  /**
   * @param {string} file
   * @param {Set<string>} [seen]
   */
  const staticDeps = (file, seen = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticDeps(imp.path, seen);
      }
    }
    return seen;
  };
  const chunkOf = new Map(
    Object.entries(outputs)
      .filter(([file, o]) => file.endsWith('.js') && o.entryPoint)
      .map(([file, o]) => [o.entryPoint, file]),
  );
  const entry = chunkOf.get(entryPoint);
  if (!entry) throw new Error('build: no entry chunk in the metafile');
  // React DOM, which the shell imports dynamically so that it is evaluated in a task of its own, is part of
  // every start all the same: it is preloaded with the entry's static imports.
  const reactDom = chunkOf.get('client/shell/react-dom-client.ts');
  if (!reactDom) throw new Error('build: no react-dom-client chunk in the metafile');
  /**
   * @type {{ entry: string, entryImports: string[], pages: Record<string, string[]>,
   *   modules: Record<string, string[]>, icons: string }}
   */
  const manifest = {
    entry: href(entry),
    entryImports: [...new Set([...staticDeps(entry), reactDom, ...staticDeps(reactDom)])].map(href),
    pages: {},
    modules: {},
    icons: href(iconSprite),
  };
  const templates = pageTemplates();
  for (const [page, moduleFile] of Object.entries(templates)) {
    const chunk = chunkOf.get(moduleFile);
    if (!chunk) throw new Error(`build: page template ${page} (${moduleFile}) has no chunk`);
    manifest.pages[page] = [href(chunk), ...[...staticDeps(chunk)].map(href)];
  }
  // The other lazily imported modules of client/, by source path: the server preloads the ones a page loads
  // before it hydrates (the query client, a message page's views: PageModule.preloads).
  const pageFiles = new Set(Object.values(templates));
  for (const [source, chunk] of chunkOf) {
    if (!source?.startsWith('client/') || source === entryPoint || pageFiles.has(source)) continue;
    manifest.modules[source] = [href(chunk), ...[...staticDeps(chunk)].map(href)];
  }
  writeFileSync(MANIFEST_FILE, JSON.stringify(manifest, null, 2));
}

/**
 * Adds the site stylesheet and the Emotion style names it holds to the written manifest.
 * @param {string} file the stylesheet's file under dist/client/assets
 * @param {string[]} names
 */
export function addStylesheet(file, names) {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'));
  writeFileSync(MANIFEST_FILE, JSON.stringify({ ...manifest, styles: { href: href(file), names } }, null, 2));
}
