// The build's files beside the bundles: the site stylesheet, the og:image PNGs, and the source maps moved
// out of the public folder. (The case-study PDFs and the icon sprite: scripts/case-study-pdfs.mjs and
// scripts/icon-sprite.mjs.)
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { addStylesheet } from './manifest.mjs';

const execFileAsync = promisify(execFile);

/**
 * Gathers the Emotion rules of the site's pages into one hashed stylesheet and records it in the manifest.
 * @param {{ outfile: string }} writer the stylesheet writer's bundle (built, and the manifest written)
 */
export async function writeStylesheet(writer) {
  const started = Date.now();
  // Its own process, in production mode: the pages render as the server renders them.
  const { stdout } = await execFileAsync(process.execPath, [writer.outfile, 'dist/client'], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const { file, names, pages } = JSON.parse(stdout);
  addStylesheet(file, names);
  const kb = (readFileSync(`dist/client/assets/${file}`).length / 1024).toFixed(1);
  console.log(
    `stylesheet ${file} (${kb} KB, ${names.length} styles) gathered from ${pages} pages in ${Date.now() - started} ms`,
  );
}

/**
 * Builds the og:image writer, then runs it in this process.
 * @param {esbuild.BuildOptions & { outfile: string }} options the writer's bundle
 */
export async function writeOgImages(options) {
  const started = Date.now();
  await esbuild.build(options);
  const { writeOgImages: write } = createRequire(import.meta.url)(resolvePath(options.outfile));
  const count = await write('dist/client/og');
  console.log(`${count} og:images (1200×630 PNG) written to dist/client/og in ${Date.now() - started} ms`);
}

/** Source maps leave the public /assets folder; the server serves them from here only with SOURCE_MAPS=public. */
export function moveSourceMaps() {
  mkdirSync('dist/client/sourcemaps', { recursive: true });
  for (const file of readdirSync('dist/client/assets')) {
    if (file.endsWith('.map')) renameSync(`dist/client/assets/${file}`, `dist/client/sourcemaps/${file}`);
  }
}
