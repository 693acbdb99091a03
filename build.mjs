// Builds the browser bundle (ESM, code-split per page, hashed, minified) with its manifest,
// and the server bundle. `--watch` rebuilds both and restarts the server (npm run dev).
// The steps live in scripts/build/: bundle.mjs (esbuild options), plugins.mjs, dependency-trims.mjs,
// chunking.mjs, manifest.mjs, assets.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { moveSourceMaps, writeOgImages, writeStylesheet } from './scripts/build/assets.mjs';
import { buildWorker, bundleOptions, withDirectories, withWorker } from './scripts/build/bundle.mjs';
import { writeEdifactAssets } from './scripts/build/edifact-assets.mjs';
import { withSearchIndex, writeSearchIndex } from './scripts/build/search-index.mjs';
import { writeManifest } from './scripts/build/manifest.mjs';
import { reminify } from './scripts/build/minify.mjs';
import { onEnd } from './scripts/build/plugins.mjs';
import { firstLoadSizes, printSizeTable } from './scripts/bundle-report.mjs';
import { writeCaseStudyPdfs } from './scripts/case-study-pdfs.mjs';
import { writeIconSprite } from './scripts/icon-sprite.mjs';

const watch = process.argv.includes('--watch');
const options = bundleOptions({ watch });
const entryPoint = options.client.entryPoints[0];

async function buildOnce() {
  rmSync('dist', { recursive: true, force: true });
  mkdirSync('dist/client/assets', { recursive: true });
  const started = Date.now();
  const directories = writeEdifactAssets(options.client.outdir);
  const searchIndex = await writeSearchIndex(options.client.outdir);
  const client = buildWorker(withDirectories(options.worker, directories.urls))
    .then((url) =>
      esbuild.build(
        withSearchIndex(withWorker(withDirectories(options.client, directories.urls), url), searchIndex.url),
      ),
    )
    .then(async (result) => {
      await reminify(Object.keys(result.metafile.outputs));
      return result;
    });
  const manifest = Promise.all([client, writeIconSprite(options.client.outdir)]).then(
    async ([{ metafile }, iconSprite]) => {
      await writeManifest(metafile, { entryPoint, iconSprite });
      // Kept for scripts/bundle-inputs.mjs (what each first-load chunk is made of); not served.
      writeFileSync('dist/build/client-metafile.json', JSON.stringify(metafile));
    },
  );
  const [pdfs] = await Promise.all([
    writeCaseStudyPdfs('dist/case-studies'),
    esbuild.build(options.server),
    writeOgImages(options.og),
    Promise.all([manifest, esbuild.build(options.stylesheet)]).then(() => writeStylesheet(options.stylesheet)),
  ]);
  moveSourceMaps();
  console.log(`${pdfs} case-study PDFs written to dist/case-studies`);
  printSizeTable(await firstLoadSizes('dist/client'));
  const largest = Object.entries(directories.gzipBytes).sort((a, b) => b[1] - a[1])[0];
  console.log(
    `${Object.keys(directories.urls).length} EDIFACT directory assets, the largest ${largest?.[0]} at ${((largest?.[1] ?? 0) / 1024).toFixed(0)} KB gzip`,
  );
  console.log(`search index ${searchIndex.url} at ${(searchIndex.gzipBytes / 1024).toFixed(0)} KB gzip`);
  console.log(`\nbuilt in ${Date.now() - started} ms`);
}

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
  mkdirSync('dist/client/assets', { recursive: true });
  const { urls } = writeEdifactAssets(options.client.outdir);
  // Written once: content changes reach the dialog's index on the next start (the server's on each restart).
  const searchIndex = await writeSearchIndex(options.client.outdir);
  // npm start rebuilds over a development build instead of serving it.
  writeFileSync('dist/DEVELOPMENT_BUILD', 'made by npm run dev\n');
  // The worker keeps a fixed name while watching, so the page's define holds across rebuilds.
  const worker = await esbuild.context(withDirectories(options.worker, urls));
  await worker.rebuild();
  // The sprite is written once: a change to client/components/sprite-icons.ts needs a restart.
  const iconSprite = await writeIconSprite(options.client.outdir);
  const client = await esbuild.context({
    ...withSearchIndex(
      withWorker(withDirectories(options.client, urls), '/assets/inspector-worker.js'),
      searchIndex.url,
    ),
    plugins: [
      onEnd(
        'manifest',
        (r) => void writeManifest(/** @type {esbuild.Metafile} */ (r.metafile), { entryPoint, iconSprite }),
      ),
    ],
  });
  const server = await esbuild.context({ ...options.server, plugins: [onEnd('restart', restart)] });
  await client.rebuild();
  await Promise.all([worker.watch(), client.watch(), server.watch()]);
  console.log('watching client/, server/, shared/, content/ …');
}

await (watch ? watchMode() : buildOnce());
