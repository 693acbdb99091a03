// How the browser bundle is split (build.mjs): the shell in one chunk, and the small modules that would
// otherwise be files of a few hundred bytes each joined to a chunk their pages load anyway.
import { existsSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import * as esbuild from 'esbuild';
import { browserDependencyTrims } from './dependency-trims.mjs';
import { hoistStaticsUnlessUsed, reactRouterBrowser } from './plugins.mjs';

/** @typedef {esbuild.Metafile['inputs']} Inputs */

/**
 * The modules a module reaches through static imports, itself included.
 * @param {Inputs} inputs
 * @param {string} start
 */
function reach(inputs, start) {
  const seen = new Set([start]);
  const stack = [start];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    for (const i of inputs[file]?.imports ?? []) {
      if (i.kind !== 'import-statement' || seen.has(i.path)) continue;
      seen.add(i.path);
      stack.push(i.path);
    }
  }
  return seen;
}

/**
 * The small modules (under 1 KB) that at least half of the page templates import and the shell does not, e.g.
 * RouteHead: each came out as a file of a few hundred bytes in most first loads, which gzip compresses far
 * less well apart than within the shell (oneShellChunk appends their imports to hydrate.tsx; a page that does
 * not use one carries its few bytes).
 * @param {Inputs} inputs an unsplit build's
 * @returns {string[]} absolute paths
 */
function widelySharedSmallModules(inputs) {
  const inShell = reach(inputs, 'client/shell/hydrate.tsx');
  const pages = Object.keys(inputs).filter((f) => /^client\/pages\/[\w-]+\.tsx$/.test(f));
  /** @type {Map<string, number>} */
  const count = new Map();
  for (const page of pages) for (const m of reach(inputs, page)) count.set(m, (count.get(m) ?? 0) + 1);
  return [...count]
    .filter(([m, n]) => !inShell.has(m) && n * 2 >= pages.length && (inputs[m]?.bytes ?? Infinity) < 1024)
    .map(([m]) => resolvePath(m));
}

/** @param {string[]} modules bare imports of these modules, to append to a file */
const imports = (modules) => modules.map((m) => `import ${JSON.stringify(m)};`).join('\n');

const QUERY_LIBRARY = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/;

/**
 * The small modules of client/queries/ (usePageQuery, query options; under 2 KB of source) that bring nothing
 * beyond the shell, the query library and each other. Apart they were files of 200-300 bytes in every data
 * page's first load, beside the library's chunk that every such page loads anyway; oneShellChunk appends
 * their imports to the library's entry module, so they join its chunk (a data page that does not use one
 * carries its few bytes).
 * @param {Inputs} inputs an unsplit build's
 * @param {string[]} entries the build's entry points: the browser entry and every lazily imported module
 * @returns {string[]} absolute paths
 */
function queryLibraryCompanions(inputs, entries) {
  const library = Object.keys(inputs).find((f) => QUERY_LIBRARY.test(f));
  if (!library) return [];
  const inShell = reach(inputs, 'client/shell/hydrate.tsx');
  const reaches = entries.map((entry) => reach(inputs, entry));
  const withLibrary = reach(inputs, library);
  let joining = new Set(
    Object.keys(inputs).filter(
      (m) =>
        (m.startsWith('client/queries/') || m === 'client/shell/query-client.ts') &&
        !inShell.has(m) &&
        (inputs[m]?.bytes ?? Infinity) < 2048 &&
        reaches.some((r) => r.has(m)) &&
        reaches.every((r) => !r.has(m) || r.has(library)),
    ),
  );
  // Only modules that bring nothing else along: drop those importing anything outside, until none do.
  for (let size = -1; size !== joining.size;) {
    size = joining.size;
    const current = joining;
    joining = new Set(
      [...current].filter((m) =>
        (inputs[m]?.imports ?? []).every(
          (i) => i.kind !== 'import-statement' || inShell.has(i.path) || withLibrary.has(i.path) || current.has(i.path),
        ),
      ),
    );
  }
  return [...joining].map((m) => resolvePath(m));
}

/**
 * The small modules around every reference page's content (#47): breadcrumbs, the contents list, the structure
 * table's styles and their copy. Reached by different few of the reference templates and their lazy views,
 * they were four files of 300-700 bytes in an X12 guide's or a directory page's first load. Each gets bare
 * imports of the others, so whatever reaches one reaches all and they come out as one chunk (a reference page
 * that shows no contents list carries its few hundred bytes). One the shell comes to import is left out of
 * the group: the others would follow it into every page's first load.
 */
const REFERENCE_CHROME = [
  'client/components/reference/breadcrumbs.tsx',
  'client/components/reference/contents-list.tsx',
  'client/components/reference/structure-table.ts',
  'content/pages/reference-chrome.ts',
].map((m) => resolvePath(m));

/**
 * esbuild splits code into one chunk per set of entry points that reach it, and every lazily imported
 * module (page, gateway, dialog) is an entry point: the shell's modules, each reached by the browser entry
 * and a different few of them, came out as a dozen small files. Every lazily imported module gets a bare
 * import of the shell (hydrate.tsx, whose loading runs nothing), so all of the shell is reached by every
 * entry point and lands in one chunk. No page loads anything more: the shell is in every first load
 * anyway. The import is appended (imports hoist) so the file's lines keep their numbers in source maps.
 * The one deliberate exception is React DOM, which hydrate.tsx imports dynamically through
 * client/shell/react-dom-client.ts (so its evaluation is a task of its own): that chunk is React DOM alone.
 * Small modules join the shell (widelySharedSmallModules), the query library's chunk (queryLibraryCompanions)
 * or each other (REFERENCE_CHROME) the same way.
 * @type {esbuild.Plugin}
 */
export const oneShellChunk = {
  name: 'one-shell-chunk',
  setup(build) {
    const shell = resolvePath('client/shell/hydrate.tsx');
    /** @type {Set<string>} */
    let lazy = new Set();
    /** @type {string[]} */
    let joinShell = [];
    /** @type {string[]} */
    let joinQueryLibrary = [];
    /** @type {string[]} */
    let referenceChrome = [];
    // The modules imported with import(), from a quick unsplit pass over the same graph (deciding while
    // resolving would depend on the order files happen to load in).
    build.onStart(async () => {
      const missing = REFERENCE_CHROME.filter((m) => !existsSync(m));
      if (missing[0])
        throw new Error(`build: ${missing[0]} is gone; update REFERENCE_CHROME in scripts/build/chunking.mjs`);
      const { metafile } = await esbuild.build({
        ...build.initialOptions,
        plugins: [reactRouterBrowser, hoistStaticsUnlessUsed, browserDependencyTrims],
        splitting: false,
        minify: false,
        sourcemap: false,
        write: false,
        outdir: 'dist/build/scan',
        metafile: true,
        logLevel: 'silent',
      });
      const dynamic = Object.values(metafile.inputs)
        .flatMap((input) => input.imports)
        .filter((i) => i.kind === 'dynamic-import' && !i.path.endsWith('.json'))
        .map((i) => i.path);
      lazy = new Set(dynamic.map((path) => resolvePath(path)));
      joinShell = widelySharedSmallModules(metafile.inputs);
      const inShell = reach(metafile.inputs, 'client/shell/hydrate.tsx');
      referenceChrome = REFERENCE_CHROME.filter((m) => ![...inShell].some((i) => resolvePath(i) === m));
      const entries = [...new Set(['client/entry.browser.tsx', ...dynamic])];
      joinQueryLibrary = queryLibraryCompanions(metafile.inputs, entries);
    });
    build.onLoad({ filter: QUERY_LIBRARY }, (args) => ({
      contents: `${readFileSync(args.path, 'utf8')}\n${imports(joinQueryLibrary)}\n`,
      loader: 'js',
    }));
    build.onLoad({ filter: /\.(tsx?|mjs)$/ }, (args) => {
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('.ts') ? 'ts' : 'js';
      const source = () => readFileSync(args.path, 'utf8');
      if (args.path === shell) return { contents: `${source()}\n${imports(joinShell)}\n`, loader };
      const appended = [
        ...(referenceChrome.includes(args.path) ? referenceChrome.filter((m) => m !== args.path) : []),
        ...(lazy.has(args.path) ? [shell] : []),
      ];
      if (appended.length === 0) return undefined;
      return { contents: `${source()}\n${imports(appended)}\n`, loader };
    });
  },
};
