// The esbuild options of build.mjs's bundles: the browser entry (ESM, code-split per page, hashed), the
// EDI inspector's worker, the server, and the two build-time writers (og:images, stylesheet).
import { readFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { href } from './manifest.mjs';
import {
  asciiOutput,
  hoistStaticsUnlessUsed,
  jsonAsParse,
  reactRouterBrowser,
  reactRouterProduction,
  withoutBundledPools,
} from './plugins.mjs';
import { oneShellChunk } from './chunking.mjs';
import { browserDependencyTrims } from './dependency-trims.mjs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const shared = /** @satisfies {esbuild.BuildOptions} */ ({
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  logLevel: 'warning',
  legalComments: 'none',
});

/**
 * Every bundle's options. Watch mode (npm run dev) builds the browser code unminified, in development,
 * without the trimming plugins, and names the worker without a hash.
 * @param {{ watch: boolean }} mode
 */
export function bundleOptions({ watch }) {
  const client = /** @satisfies {esbuild.BuildOptions} */ ({
    ...shared,
    entryPoints: ['client/entry.browser.tsx'],
    outdir: 'dist/client/assets',
    format: 'esm',
    splitting: true,
    minify: !watch,
    sourcemap: 'linked',
    target: ['es2022'],
    platform: 'browser',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    // V8's explicit compile hint (Chrome 136+): compile every function while the file streams in, off the
    // main thread, instead of on first call during start-up and hydration, where it made up a long task.
    banner: { js: '//# allFunctionsCalledOnLoad' },
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    plugins: watch ? [] : [reactRouterBrowser, hoistStaticsUnlessUsed, browserDependencyTrims, oneShellChunk],
  });

  /**
   * The EDI inspector's module worker: its own build, first, so the page's bundle can carry its hashed
   * URL (process.env.INSPECTOR_WORKER). Split too: the D.96A directory stays a chunk it loads on demand.
   */
  const worker = /** @satisfies {esbuild.BuildOptions} */ ({
    ...client,
    entryPoints: { 'inspector-worker': 'client/inspector/worker.ts' },
    entryNames: watch ? '[name]' : '[name]-[hash]',
    metafile: true,
    plugins: [jsonAsParse()],
  });

  const server = /** @satisfies {esbuild.BuildOptions} */ ({
    ...shared,
    entryPoints: ['server/index.ts', 'server/leads/leads-cli.ts', 'server/edi/inspect-worker.ts'],
    outdir: 'dist/server',
    format: 'cjs',
    platform: 'node',
    target: ['node20'],
    sourcemap: 'linked',
    // Dependencies load from node_modules at run time, except the ESM-only ones, which are bundled in
    // (devalue, marked, p-limit, linkedom's css-select) so the server never depends on require(esm); entities too,
    // because packages inside them need other major versions of it than ours. React Router is bundled in
    // production form (require() would load its development build, which renders every Link a third slower).
    external: Object.keys(pkg.dependencies).filter(
      (name) => !['devalue', 'linkedom', 'marked', 'entities', 'p-limit', 'react-router-dom'].includes(name),
    ),
    // Directories come from the build's files; the maps locate a line without carrying the sources again
    // (--enable-source-maps keeps a loaded map in memory).
    sourcesContent: false,
    metafile: true,
    plugins: [reactRouterProduction, withoutBundledPools, asciiOutput],
  });

  // The og:image writer runs once at build; @resvg/resvg-js is a native dev dependency, so it stays external.
  const og = /** @satisfies {esbuild.BuildOptions} */ ({
    ...server,
    entryPoints: ['scripts/build/og/write-og-images.ts'],
    outdir: undefined,
    outfile: 'dist/build/write-og-images.cjs',
    sourcemap: false,
    external: [...server.external, '@resvg/resvg-js'],
    // Build-time writers read the pooled directory data as it is (no per-directory files for them).
    plugins: [reactRouterProduction],
  });

  // The stylesheet writer renders pages with the built app, so it runs once the manifest is written.
  const stylesheet = /** @satisfies {esbuild.BuildOptions} */ ({
    ...og,
    entryPoints: ['scripts/build/styles/write-stylesheet.ts'],
    outfile: 'dist/build/write-stylesheet.cjs',
  });

  return { client, worker, server, og, stylesheet };
}

/** @typedef {ReturnType<typeof bundleOptions>} BundleOptions */

/**
 * Builds the inspector's worker; returns the URL the page bundle loads it from.
 * @param {BundleOptions['worker']} options
 */
export async function buildWorker(options) {
  const result = await esbuild.build(options);
  const file = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[0];
  if (!file) throw new Error('build: no inspector worker in the metafile');
  return href(file);
}

/**
 * The page bundle's options, given the worker's URL.
 * @param {BundleOptions['client']} client
 * @param {string} url
 */
export const withWorker = (client, url) => ({
  ...client,
  define: { ...client.define, 'process.env.INSPECTOR_WORKER': JSON.stringify(url) },
});

/**
 * Options with the URLs of the EDIFACT directory assets (process.env.EDIFACT_DIRECTORIES, id → URL).
 * @template {esbuild.BuildOptions} T
 * @param {T} options
 * @param {Record<string, string>} urls
 * @returns {T}
 */
export const withDirectories = (options, urls) => ({
  ...options,
  define: { ...options.define, 'process.env.EDIFACT_DIRECTORIES': JSON.stringify(JSON.stringify(urls)) },
});
