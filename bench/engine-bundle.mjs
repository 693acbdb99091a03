// Bundles modules of a checkout with esbuild and imports them: the benches call the same engine code the
// browser's worker and the server run, without a build of the whole site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * `exports` lines such as `export { inspect } from '<root>/shared/edi/inspect';` (`<root>` is replaced).
 * @param {string} root
 * @param {string[]} exports
 * @returns {Promise<Record<string, any>>}
 */
export async function importBundled(root, exports) {
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
    });
    return await import(pathToFileURL(join(dir, 'bundle.mjs')).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
