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
const shared = { bundle: true, jsx: 'automatic', jsxImportSource: '@emotion/react', logLevel: 'warning', legalComments: 'none' };

const clientOptions = {
  ...shared,
  entryPoints: ['app/entry.browser.tsx'],
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
  define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
};

const serverOptions = {
  ...shared,
  entryPoints: ['server/index.ts', 'server/leads/leads-cli.ts'],
  outdir: 'dist/server',
  format: 'cjs',
  platform: 'node',
  target: ['node20'],
  sourcemap: 'linked',
  // Dependencies load from node_modules at run time, except the ESM-only ones, which are bundled in
  // (devalue, marked, linkedom's css-select) so the server never depends on require(esm); entities too,
  // because packages inside them need other major versions of it than ours.
  external: Object.keys(pkg.dependencies).filter((name) => !['devalue', 'linkedom', 'marked', 'entities'].includes(name)),
};

// The og:image writer runs once at build; @resvg/resvg-js is a native dev dependency, so it stays external.
const ogOptions = {
  ...serverOptions,
  entryPoints: ['server/og/write-og-images.ts'],
  outdir: undefined,
  outfile: 'dist/build/write-og-images.cjs',
  sourcemap: false,
  external: [...serverOptions.external, '@resvg/resvg-js'],
};

// The stylesheet writer renders pages with the built app, so it runs once the manifest is written.
const stylesheetOptions = { ...ogOptions, entryPoints: ['server/styles/write-stylesheet.ts'], outfile: 'dist/build/write-stylesheet.cjs' };

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
  writeFileSync('dist/client/manifest.json', JSON.stringify({ ...manifest, styles: { href: href(file), names } }, null, 2));
  const kb = (readFileSync(`dist/client/assets/${file}`).length / 1024).toFixed(1);
  console.log(`stylesheet ${file} (${kb} KB, ${names.length} styles) gathered from ${pages} pages in ${Date.now() - started} ms`);
}

async function writeOgImages() {
  const started = Date.now();
  await esbuild.build(ogOptions);
  const { writeOgImages: write } = createRequire(import.meta.url)('./dist/build/write-og-images.cjs');
  const count = await write('dist/client/og');
  console.log(`${count} og:images (1200×630 PNG) written to dist/client/og in ${Date.now() - started} ms`);
}

const href = (file) => `/assets/${file.replace(/^dist\/client\/assets\//, '')}`;

/**
 * The route table's page templates and the module file each loads: shared/routes.ts is bundled for Node
 * with every page import replaced by its own file name, so the map comes from the registry itself.
 */
async function pageTemplates() {
  const stubPages = {
    name: 'page-files',
    setup(build) {
      build.onResolve({ filter: /\/app\/pages\// }, (args) => ({ path: relative('.', resolvePath(args.resolveDir, args.path)), namespace: 'page-file' }));
      build.onLoad({ filter: /.*/, namespace: 'page-file' }, (args) => ({ contents: `export default ${JSON.stringify(`${args.path}.tsx`)};`, loader: 'js' }));
    },
  };
  const result = await esbuild.build({ ...shared, entryPoints: ['shared/routes.ts'], platform: 'node', format: 'esm', write: false, plugins: [stubPages], logLevel: 'error' });
  const { pageModules } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return Object.fromEntries(await Promise.all(Object.entries(pageModules).map(async ([key, load]) => [key, (await load()).default])));
}

/** Maps the entry and every page template of the route table to the files it loads, following static imports. */
async function writeManifest(metafile, iconSprite) {
  const outputs = metafile.outputs;
  const staticDeps = (file, seen = new Set()) => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticDeps(imp.path, seen);
      }
    }
    return seen;
  };
  const chunkOf = new Map(Object.entries(outputs).filter(([file, o]) => file.endsWith('.js') && o.entryPoint).map(([file, o]) => [o.entryPoint, file]));
  const entry = chunkOf.get(clientOptions.entryPoints[0]);
  if (!entry) throw new Error('build: no entry chunk in the metafile');
  const manifest = { entry: href(entry), entryImports: [...staticDeps(entry)].map(href), pages: {}, icons: href(iconSprite) };
  for (const [page, moduleFile] of Object.entries(await pageTemplates())) {
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
  const manifest = Promise.all([esbuild.build(clientOptions), writeIconSprite(clientOptions.outdir)]).then(([client, iconSprite]) =>
    writeManifest(client.metafile, iconSprite),
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

/** An esbuild plugin that runs `after` once a rebuild ends without errors. */
const onEnd = (name, after) => ({
  name,
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length === 0) after(result);
    });
  },
});

async function watchMode() {
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
  // The sprite is written once: a change to app/components/sprite-icons.ts needs a restart.
  const iconSprite = await writeIconSprite(clientOptions.outdir);
  const client = await esbuild.context({ ...clientOptions, plugins: [onEnd('manifest', (r) => void writeManifest(r.metafile, iconSprite))] });
  const server = await esbuild.context({ ...serverOptions, plugins: [onEnd('restart', restart)] });
  await client.rebuild();
  await Promise.all([client.watch(), server.watch()]);
  console.log('watching app/, server/, shared/, content/ …');
}

await (watch ? watchMode() : buildOnce());
