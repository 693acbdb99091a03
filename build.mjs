// Builds the browser bundle (ESM, code-split per page, hashed, minified) with its manifest,
// and the server bundle. `--watch` rebuilds both and restarts the server (npm run dev).
import { execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve as resolvePath } from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { firstLoadSizes, printSizeTable } from './scripts/bundle-report.mjs';
import { writeCaseStudyPdfs } from './scripts/case-study-pdfs.mjs';
import { writeIconSprite } from './scripts/icon-sprite.mjs';

const watch = process.argv.includes('--watch');
const execFileAsync = promisify(execFile);
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const shared = /** @satisfies {esbuild.BuildOptions} */ ({
  bundle: true,
  jsx: 'automatic',
  jsxImportSource: '@emotion/react',
  logLevel: 'warning',
  legalComments: 'none',
});

/**
 * Link's `prefetch` prop renders <link rel="prefetch"> tags from framework mode's route manifest; this app
 * never passes it (Link's default is "none"), yet its code (PrefetchPageLinks and the manifest helpers it
 * calls, ~2 KB gzip) stayed in every first load. Link's two uses of it are replaced by their "none"
 * values, so the rest is never referenced and leaves the bundle. A React Router whose Link no longer has
 * these lines fails the build here rather than quietly bringing the code back.
 * @param {string} source
 * @param {string} path
 */
function withoutLinkPrefetch(source, path) {
  if (!source.includes('var Link = ')) return source;
  /** @type {[RegExp, string][]} */
  const uses = [
    [/usePrefetchBehavior\(\s*prefetch,\s*rest\s*\)/, '[false, null, {}]'],
    [/return shouldPrefetch && !isAbsolute \? [^;]*PrefetchPageLinks[^;]*: link;/, 'return link;'],
  ];
  return uses.reduce((code, [pattern, replacement]) => {
    if (!pattern.test(code)) throw new Error(`build: React Router's Link changed (${pattern} not in ${path})`);
    return code.replace(pattern, replacement);
  }, source);
}

/**
 * React Router's browser build. Its package exports point every bundler at dist/development (upstream
 * issue remix-run/react-router#12532), so this resolves react-router and react-router/dom to
 * dist/production instead (no dev warnings). Its code ships as one large file whose components are
 * module-level calls (forwardRef, createContext, memo) followed by displayName assignments, all of which a
 * bundler must keep: the calls are marked pure and the names (read only by React DevTools) dropped, so
 * the exports the app never imports (Form, NavLink, ScrollRestoration, the RSC and framework-mode
 * parts…) leave the bundle.
 */
/** @type {esbuild.Plugin} */
const reactRouterProduction = {
  name: 'react-router-production',
  setup(build) {
    const dist = resolvePath('node_modules/react-router/dist');
    build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
      path: `${dist}/production/${args.path === 'react-router' ? 'index' : 'dom-export'}.mjs`,
    }));
    build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ }, (args) => ({
      contents: withoutLinkPrefetch(
        readFileSync(args.path, 'utf8')
          .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        args.path,
      ),
      loader: 'js',
    }));
  },
};

/**
 * @emotion/react imports hoist-non-react-statics bare (for withTheme, which the app never uses); the
 * package, CommonJS with no sideEffects field, would stay in every page with react-is for nothing.
 */
/** @type {esbuild.Plugin} */
const hoistStaticsUnlessUsed = {
  name: 'hoist-statics-unless-used',
  setup(build) {
    build.onResolve({ filter: /^hoist-non-react-statics$/ }, async (args) => {
      if (args.pluginData?.hoistStatics) return undefined;
      const result = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { hoistStatics: true },
      });
      return { ...result, sideEffects: false };
    });
  },
};

/**
 * esbuild splits code into one chunk per set of entry points that reach it, and every lazily imported
 * module (page, gateway, dialog) is an entry point: the shell's modules, each reached by the browser entry
 * and a different few of them, came out as a dozen small files. Every lazily imported module gets a bare
 * import of the shell (hydrate.tsx, whose loading runs nothing), so all of the shell is reached by every
 * entry point and lands in one chunk. No page loads anything more: the shell is in every first load
 * anyway. The import is appended (imports hoist) so the file's lines keep their numbers in source maps.
 * The one deliberate exception is React DOM, which hydrate.tsx imports dynamically through
 * client/shell/react-dom-client.ts (so its evaluation is a task of its own): that chunk is React DOM alone.
 */
/** @type {esbuild.Plugin} */
const oneShellChunk = {
  name: 'one-shell-chunk',
  setup(build) {
    const shell = resolvePath('client/shell/hydrate.tsx');
    /** @type {Set<string>} */
    let lazy = new Set();
    // The modules imported with import(), from a quick unsplit pass over the same graph (deciding while
    // resolving would depend on the order files happen to load in).
    build.onStart(async () => {
      const { metafile } = await esbuild.build({
        ...build.initialOptions,
        plugins: [reactRouterProduction, hoistStaticsUnlessUsed],
        splitting: false,
        minify: false,
        sourcemap: false,
        write: false,
        outdir: 'dist/build/scan',
        metafile: true,
        logLevel: 'silent',
      });
      lazy = new Set(
        Object.values(metafile.inputs)
          .flatMap((input) => input.imports)
          .filter((i) => i.kind === 'dynamic-import' && !i.path.endsWith('.json'))
          .map((i) => resolvePath(i.path)),
      );
    });
    build.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      if (!lazy.has(args.path)) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      return { contents: `${readFileSync(args.path, 'utf8')}\nimport ${JSON.stringify(shell)};\n`, loader };
    });
  },
};

const clientOptions = /** @satisfies {esbuild.BuildOptions} */ ({
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
  plugins: watch ? [] : [reactRouterProduction, hoistStaticsUnlessUsed, oneShellChunk],
});

/**
 * JSON modules as JSON.parse of one string: V8 reads that much faster than the same data as an object
 * literal, and the D.96A directory (about 600 KB) is compiled while a user waits for a result.
 */
function jsonAsParse() {
  /** @type {esbuild.Plugin} */
  const plugin = {
    name: 'json-as-parse',
    setup(build) {
      build.onLoad({ filter: /\.json$/ }, (args) => {
        const data = JSON.stringify(JSON.parse(readFileSync(args.path, 'utf8')));
        return { contents: `export default JSON.parse(${JSON.stringify(data)});`, loader: 'js' };
      });
    },
  };
  return plugin;
}

/**
 * The EDI inspector's module worker: its own build, first, so the page's bundle can carry its hashed
 * URL (process.env.INSPECTOR_WORKER). Split too: the D.96A directory stays a chunk it loads on demand.
 */
const workerOptions = /** @satisfies {esbuild.BuildOptions} */ ({
  ...clientOptions,
  entryPoints: { 'inspector-worker': 'client/inspector/worker.ts' },
  entryNames: watch ? '[name]' : '[name]-[hash]',
  metafile: true,
  plugins: [jsonAsParse()],
});

async function buildWorker() {
  const result = await esbuild.build(workerOptions);
  const file = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint)?.[0];
  if (!file) throw new Error('build: no inspector worker in the metafile');
  return href(file);
}

/**
 * The page bundle's options, given the worker's URL.
 * @param {string} url
 */
const withWorker = (url) => ({
  ...clientOptions,
  define: { ...clientOptions.define, 'process.env.INSPECTOR_WORKER': JSON.stringify(url) },
});

const serverOptions = /** @satisfies {esbuild.BuildOptions} */ ({
  ...shared,
  entryPoints: ['server/index.ts', 'server/leads/leads-cli.ts'],
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
  plugins: [reactRouterProduction],
});

// The og:image writer runs once at build; @resvg/resvg-js is a native dev dependency, so it stays external.
const ogOptions = /** @satisfies {esbuild.BuildOptions} */ ({
  ...serverOptions,
  entryPoints: ['server/og/write-og-images.ts'],
  outdir: undefined,
  outfile: 'dist/build/write-og-images.cjs',
  sourcemap: false,
  external: [...serverOptions.external, '@resvg/resvg-js'],
});

// The stylesheet writer renders pages with the built app, so it runs once the manifest is written.
const stylesheetOptions = /** @satisfies {esbuild.BuildOptions} */ ({
  ...ogOptions,
  entryPoints: ['server/styles/write-stylesheet.ts'],
  outfile: 'dist/build/write-stylesheet.cjs',
});

/** Gathers the Emotion rules of the site's pages into one hashed stylesheet and records it in the manifest. */
async function writeStylesheet() {
  const started = Date.now();
  // Its own process, in production mode: the pages render as the server renders them.
  const { stdout } = await execFileAsync(process.execPath, ['dist/build/write-stylesheet.cjs', 'dist/client'], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const { file, names, pages } = JSON.parse(stdout);
  const manifest = JSON.parse(readFileSync('dist/client/manifest.json', 'utf8'));
  writeFileSync(
    'dist/client/manifest.json',
    JSON.stringify({ ...manifest, styles: { href: href(file), names } }, null, 2),
  );
  const kb = (readFileSync(`dist/client/assets/${file}`).length / 1024).toFixed(1);
  console.log(
    `stylesheet ${file} (${kb} KB, ${names.length} styles) gathered from ${pages} pages in ${Date.now() - started} ms`,
  );
}

async function writeOgImages() {
  const started = Date.now();
  await esbuild.build(ogOptions);
  const { writeOgImages: write } = createRequire(import.meta.url)('./dist/build/write-og-images.cjs');
  const count = await write('dist/client/og');
  console.log(`${count} og:images (1200×630 PNG) written to dist/client/og in ${Date.now() - started} ms`);
}

/** @param {string} file */
const href = (file) => `/assets/${file.replace(/^dist\/client\/assets\//, '')}`;

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
 * @param {esbuild.Metafile} metafile
 * @param {string} iconSprite the sprite's file under dist/client/assets
 */
async function writeManifest(metafile, iconSprite) {
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
  const entry = chunkOf.get(clientOptions.entryPoints[0]);
  if (!entry) throw new Error('build: no entry chunk in the metafile');
  // React DOM, which the shell imports dynamically so that it is evaluated in a task of its own, is part of
  // every start all the same: it is preloaded with the entry's static imports.
  const reactDom = chunkOf.get('client/shell/react-dom-client.ts');
  if (!reactDom) throw new Error('build: no react-dom-client chunk in the metafile');
  /** @type {{ entry: string, entryImports: string[], pages: Record<string, string[]>, icons: string }} */
  const manifest = {
    entry: href(entry),
    entryImports: [...new Set([...staticDeps(entry), reactDom, ...staticDeps(reactDom)])].map(href),
    pages: {},
    icons: href(iconSprite),
  };
  for (const [page, moduleFile] of Object.entries(pageTemplates())) {
    const chunk = chunkOf.get(moduleFile);
    if (!chunk) throw new Error(`build: page template ${page} (${moduleFile}) has no chunk`);
    manifest.pages[page] = [href(chunk), ...[...staticDeps(chunk)].map(href)];
  }
  writeFileSync('dist/client/manifest.json', JSON.stringify(manifest, null, 2));
}

/** Source maps leave the public /assets folder; the server serves them from here only with SOURCE_MAPS=public. */
function moveSourceMaps() {
  mkdirSync('dist/client/sourcemaps', { recursive: true });
  for (const file of readdirSync('dist/client/assets')) {
    if (file.endsWith('.map')) renameSync(`dist/client/assets/${file}`, `dist/client/sourcemaps/${file}`);
  }
}

async function buildOnce() {
  rmSync('dist', { recursive: true, force: true });
  mkdirSync('dist/client', { recursive: true });
  const started = Date.now();
  const client = buildWorker().then((url) => esbuild.build(withWorker(url)));
  const manifest = Promise.all([client, writeIconSprite(clientOptions.outdir)]).then(
    async ([{ metafile }, iconSprite]) => {
      await writeManifest(metafile, iconSprite);
      // Kept for scripts/bundle-inputs.mjs (what each first-load chunk is made of); not served.
      writeFileSync('dist/build/client-metafile.json', JSON.stringify(metafile));
    },
  );
  const [pdfs] = await Promise.all([
    writeCaseStudyPdfs('dist/case-studies'),
    esbuild.build(serverOptions),
    writeOgImages(),
    Promise.all([manifest, esbuild.build(stylesheetOptions)]).then(writeStylesheet),
  ]);
  moveSourceMaps();
  console.log(`${pdfs} case-study PDFs written to dist/case-studies`);
  printSizeTable(await firstLoadSizes('dist/client'));
  console.log(`\nbuilt in ${Date.now() - started} ms`);
}

/**
 * An esbuild plugin that runs `after` once a rebuild ends without errors.
 * @param {string} name
 * @param {(result: esbuild.BuildResult) => void} after
 * @returns {esbuild.Plugin}
 */
const onEnd = (name, after) => ({
  name,
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length === 0) after(result);
    });
  },
});

async function watchMode() {
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let child;
  const restart = () => {
    child?.kill('SIGTERM');
    child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/index.js'], {
      stdio: 'inherit',
      env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env },
    });
  };
  mkdirSync('dist/client', { recursive: true });
  // npm start rebuilds over a development build instead of serving it.
  writeFileSync('dist/DEVELOPMENT_BUILD', 'made by npm run dev\n');
  // The worker keeps a fixed name while watching, so the page's define holds across rebuilds.
  const worker = await esbuild.context(workerOptions);
  await worker.rebuild();
  // The sprite is written once: a change to client/components/sprite-icons.ts needs a restart.
  const iconSprite = await writeIconSprite(clientOptions.outdir);
  const client = await esbuild.context({
    ...withWorker('/assets/inspector-worker.js'),
    plugins: [onEnd('manifest', (r) => void writeManifest(/** @type {esbuild.Metafile} */ (r.metafile), iconSprite))],
  });
  const server = await esbuild.context({ ...serverOptions, plugins: [onEnd('restart', restart)] });
  await client.rebuild();
  await Promise.all([worker.watch(), client.watch(), server.watch()]);
  console.log('watching client/, server/, shared/, content/ …');
}

await (watch ? watchMode() : buildOnce());
