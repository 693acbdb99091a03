#!/usr/bin/env node
// The command line of @northwind/edi. The engine is TypeScript: the first run (and any run after a source
// changed) bundles the site's entry (server/cli/index.ts: the engine's commands, cli/, with the data the site
// hands in: its X12 dictionary and guides, the directories, its links) with esbuild into dist/cli.mjs beside
// this package, then every run imports it. The engine holds no site data, so its host names the entry.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = join(here, '..');
const bundle = join(pkg, 'dist', 'cli.mjs');
const site = join(pkg, '..', '..');
const siteEntry = join(site, 'server', 'cli', 'index.ts');
/** The sources the bundle is made from: the engine (in shared/), the site's entry and the data it hands in. */
const sources = [
  join(site, 'shared'),
  join(site, 'server', 'cli'),
  join(site, 'content', 'directories'),
  join(site, 'content', 'x12-guides'),
];

/** The newest modification time under `dir` (dist/ and node_modules/ left out). */
function newest(dir) {
  let time = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    time = Math.max(time, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return time;
}

const stale = () =>
  !existsSync(bundle) || sources.some((dir) => existsSync(dir) && newest(dir) > statSync(bundle).mtimeMs);

if (stale()) {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [siteEntry],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    // Packages that need require() (write-excel-file's dependencies) get one.
    banner: {
      js: "import { createRequire as __nwRequire } from 'node:module'; const require = __nwRequire(import.meta.url);",
    },
  });
}
await import(pathToFileURL(bundle).href);
