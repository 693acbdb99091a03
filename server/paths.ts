import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The project root: found by walking up to package.json, so it works from sources and from dist/. */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(resolve(__dirname));
export const paths = {
  clientDist: join(projectRoot, 'dist', 'client'),
  assets: join(projectRoot, 'dist', 'client', 'assets'),
  sourceMaps: join(projectRoot, 'dist', 'client', 'sourcemaps'),
  manifest: join(projectRoot, 'dist', 'client', 'manifest.json'),
  public: join(projectRoot, 'public'),
  ogImages: join(projectRoot, 'dist', 'client', 'og'),
  caseStudies: join(projectRoot, 'dist', 'case-studies'),
  blogPosts: join(projectRoot, 'content', 'blog', 'posts'),
  /** The inspection pool's worker (scripts/build/bundle.mjs builds it beside the server). */
  inspectWorker: join(projectRoot, 'dist', 'server', 'edi', 'inspect-worker.js'),
  /** Each UN/EDIFACT directory's summary and file (scripts/build/edifact-assets.mjs writes it). */
  edifactCatalogue: join(projectRoot, 'dist', 'server', 'edifact-catalogue.json'),
};
