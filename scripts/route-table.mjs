// Loads the TypeScript route table (shared/routes.ts) into the Node tools, with what fills its parameters:
// the standards behind the per-code routes and the blog's slug rule. esbuild bundles them for Node into
// node_modules/.cache/route-table/, which is then imported: packages stay external, and a file there finds
// them in node_modules as the app does (a data: URL cannot resolve a bare import such as react-router-dom).
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

/**
 * The parts of shared/routes.ts, shared/standards.ts and shared/blog.ts the tools read.
 * @typedef {{ path: string, page: string }} Route
 * @typedef {object} Standard
 * @property {string} id
 * @property {string} label
 * @property {string} guidePath
 * @property {() => Promise<readonly { code: string, name: string }[]>} entries
 * @typedef {object} RouteModule
 * @property {readonly Route[]} routeTable the static routes
 * @property {readonly Route[]} dynamicRoutes the parameterised ones (`/blogs/:slug`, `${guidePath}/:code`)
 * @property {readonly string[]} pageKeys every page template, in the table's order
 * @property {readonly Standard[]} standards
 * @property {(title: string) => string} blogSlug a post's slug (its /blogs/:slug) from its title
 */

const ENTRY = `export { routeTable, dynamicRoutes, pageKeys } from './shared/routes';
export { standards } from './shared/standards';
export { blogSlug } from './shared/blog';
`;

/**
 * @param {string} [root] the checkout whose table it is (the working directory by default)
 * @returns {Promise<RouteModule>}
 */
export async function loadRouteModule(root = '.') {
  const absRoot = resolve(root);
  const out = await esbuild.build({
    absWorkingDir: absRoot,
    stdin: { contents: ENTRY, resolveDir: absRoot, loader: 'ts', sourcefile: 'route-table-entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    logLevel: 'silent',
  });
  const code = /** @type {esbuild.OutputFile[]} */ (out.outputFiles)[0].text;
  const dir = join(absRoot, 'node_modules', '.cache', 'route-table');
  const file = join(dir, 'route-table.mjs');
  mkdirSync(dir, { recursive: true });
  // Written aside and renamed, so a tool loading it at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, file);
  // The content's hash in the URL: a process that loads the table twice gets the current one, not its cached first.
  const version = createHash('sha256').update(code).digest('hex').slice(0, 16);
  return import(`${pathToFileURL(file).href}?v=${version}`);
}
