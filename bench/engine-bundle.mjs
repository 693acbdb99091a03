// Bundles modules of a checkout with esbuild and imports them: the benches call the same engine code the
// browser's worker and the server run, without a build of the whole site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * `exports` lines such as `export { inspect } from '<root>/shared/edi/inspect';` (`<root>` is replaced).
 * `require` gives the bundle a CommonJS require (for packages that require node: modules at run time).
 * @param {string} root
 * @param {string[]} exports
 * @param {{ require?: boolean }} [options]
 * @returns {Promise<Record<string, any>>}
 */
export async function importBundled(root, exports, { require = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-bundle-'));
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(entry, exports.map((line) => line.replaceAll('<root>', root)).join('\n'));
    await esbuild.build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: join(dir, 'bundle.mjs'),
      logLevel: 'warning',
      ...(require && {
        banner: {
          js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);",
        },
      }),
    });
    return await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
