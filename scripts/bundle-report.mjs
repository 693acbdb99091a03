// First-load JavaScript per route, from the manifest build.mjs writes. Shared by build.mjs and bench/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadRouteModule } from './route-table.mjs';

/**
 * @typedef {{ entry: string, entryImports: string[], pages: Record<string, string[]>,
 *   modules?: Record<string, string[]> }} Manifest
 * @typedef {{ path: string, page: string, files: number, raw: number, gzip: number }} FirstLoadRow
 */

/**
 * [{ path, page, raw, gzip, files }] for every route of the table.
 * @param {string} clientDir the build's dist/client
 * @param {string} [root] the checkout whose route table to read (the working directory by default)
 * @returns {Promise<FirstLoadRow[]>}
 */
export async function firstLoadSizes(clientDir, root = '.') {
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8'));
  /** @type {Map<string, { raw: number, gzip: number }>} */
  const sizeOf = new Map();
  /** @param {string} href */
  const measure = (href) => {
    if (!sizeOf.has(href)) {
      const bytes = readFileSync(join(clientDir, href.replace(/^\/assets\//, 'assets/')));
      sizeOf.set(href, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return /** @type {{ raw: number, gzip: number }} */ (sizeOf.get(href));
  };
  const { routeTable: routes } = await loadRouteModule(root);
  // A template that reads data (its files hold the query library the query client imports) also loads the
  // query client before hydrating, preloaded with it (client/entry.server.tsx). What a page prepares for its
  // data (an EDIFACT message's views) depends on the data: not counted here (tests/unit/bundle-budget.test.ts
  // measures such a page from its HTML).
  const [queryClient = '', ...queryLibrary] = manifest.modules?.['client/shell/query-client.ts'] ?? [];
  const shell = new Set([manifest.entry, ...manifest.entryImports]);
  return routes.map((route) => {
    const page = manifest.pages[route.page];
    const readsData = queryLibrary.some((f) => !shell.has(f) && page.includes(f));
    const files = [
      ...new Set([manifest.entry, ...manifest.entryImports, ...page, ...(readsData ? [queryClient] : [])]),
    ];
    const total = files
      .map(measure)
      .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
    return { path: route.path, page: route.page, files: files.length, ...total };
  });
}

/** @param {number} bytes */
export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** @param {FirstLoadRow[]} rows */
export function printSizeTable(rows) {
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(`\n${'route'.padEnd(width)}  files   raw KB  gzip KB`);
  for (const r of rows) {
    console.log(
      `${r.path.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.raw).padStart(7)}  ${kb(r.gzip).padStart(7)}`,
    );
  }
}
