// First-load JavaScript per route, from the manifest build.mjs writes. Shared by build.mjs and bench/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

/** Loads the TypeScript route table (bundled on the fly, nothing written). */
export async function loadRouteTable() {
  const out = await esbuild.build({
    entryPoints: ['shared/routes.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  const code = out.outputFiles[0].text;
  const mod = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  return mod.routeTable;
}

/** [{ path, page, raw, gzip, files }] for every route of the table. */
export async function firstLoadSizes(clientDir) {
  const manifest = JSON.parse(readFileSync(join(clientDir, 'manifest.json'), 'utf8'));
  const sizeOf = new Map();
  const measure = (href) => {
    if (!sizeOf.has(href)) {
      const bytes = readFileSync(join(clientDir, href.replace(/^\/assets\//, 'assets/')));
      sizeOf.set(href, { raw: bytes.length, gzip: gzipSync(bytes).length });
    }
    return sizeOf.get(href);
  };
  const routes = await loadRouteTable();
  return routes.map((route) => {
    const files = [...new Set([manifest.entry, ...manifest.entryImports, ...manifest.pages[route.page]])];
    const total = files.map(measure).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
    return { path: route.path, page: route.page, files: files.length, ...total };
  });
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

export function printSizeTable(rows) {
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(`\n${'route'.padEnd(width)}  files   raw KB  gzip KB`);
  for (const r of rows) {
    console.log(`${r.path.padEnd(width)}  ${String(r.files).padStart(5)}  ${kb(r.raw).padStart(7)}  ${kb(r.gzip).padStart(7)}`);
  }
}
