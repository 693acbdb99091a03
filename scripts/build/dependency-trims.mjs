// Trims of the browser bundle's dependencies to what the app uses (build.mjs's browser build): each edit of a
// package's file fails the build when the package no longer has the code it expects.
import { readFileSync } from 'node:fs';
/** @import * as esbuild from 'esbuild' */

/**
 * The QueryClient methods the browser never calls: the site reads its data with ensureQueryData,
 * getQueryData and useSuspenseQuery (client/queries/), and hydrates the server's state (the query client's
 * internals, hydrate() and the React bindings call none of these either). Each becomes a stand-in that throws.
 */
const UNUSED_CLIENT_METHODS = [
  'isFetching',
  'isMutating',
  'getQueriesData',
  'setQueryData',
  'setQueriesData',
  'getQueryState',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
  'invalidateQueries',
  'refetchQueries',
  'prefetchQuery',
  'infiniteQuery',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
  'setDefaultOptions',
  'setQueryDefaults',
  'setMutationDefaults',
  'getMutationDefaults',
  'defaultMutationOptions',
  'clear',
];

/**
 * Replaces `pattern` in a dependency's file, or fails the build when the file no longer has it (an upgrade
 * moved the code), rather than quietly shipping what the replacement left out.
 * @param {string} source
 * @param {string} path
 * @param {[RegExp, string][]} edits
 */
function edit(source, path, edits) {
  return edits.reduce((code, [pattern, replacement]) => {
    if (!pattern.test(code)) throw new Error(`build: ${path} changed (${pattern} not found)`);
    return code.replace(pattern, replacement);
  }, source);
}

/** @param {string} what */
const left = (what) => `throw new Error("${what} are left out of the browser build (scripts/build/plugins.mjs)")`;

/**
 * Trims dependencies of the browser bundle to what the app uses (issues 45, 46):
 * - @emotion/react: the default value of its cache context is a cache of its own, made with createCache when the
 *   module loads; the site always provides its cache (client/shell/app.tsx), so the default is null and
 *   @emotion/cache with stylis stays out of the shell (the browser's cache compiles CSS with a chunk it loads
 *   after hydration: client/shell/browser-style-cache.ts).
 * - @emotion/cache: its default stylis plugin list holds the vendor prefixer (a 170-line table), kept by that
 *   module-level array even when a cache passes its own list. Both sides' caches pass none
 *   (client/shell/style-cache.ts says why), so the default goes and the prefixer with it.
 * - @tanstack/query-core: the QueryClient makes a MutationCache (with Mutation) and every Query can run the
 *   infinite-query behaviour; the site has neither mutations nor infinite queries (its data is read by
 *   queryOptions and useSuspenseQuery, client/queries/). Both become stand-ins that throw if ever used, and
 *   the build fails if the bundle comes to hold useMutation's or useInfiniteQuery's observer. So do the
 *   QueryClient's methods for cache surgery the site never does (UNUSED_CLIENT_METHODS; 0.26 KB gzip).
 * @type {esbuild.Plugin}
 */
export const browserDependencyTrims = {
  name: 'browser-dependency-trims',
  setup(build) {
    /** @type {[RegExp, [RegExp, string][]][]} */
    const files = [
      [
        // Their bare imports of @emotion/cache (an artefact of the package's build) would keep it in the shell.
        /[\\/]@emotion[\\/]react[\\/](jsx-runtime[\\/])?dist[\\/]emotion-react(-jsx-runtime)?\.browser\.esm\.js$/,
        [[/import '@emotion\/cache';/, '']],
      ],
      [
        /[\\/]@emotion[\\/]react[\\/]dist[\\/]emotion-element-[\da-f]+\.browser\.esm\.js$/,
        [
          [/import createCache from '@emotion\/cache';/, ''],
          [
            /typeof HTMLElement !== 'undefined' \? \/\* #__PURE__ \*\/createCache\(\{\s*key: 'css'\s*\}\) : null/,
            'null',
          ],
        ],
      ],
      [
        /[\\/]@emotion[\\/]cache[\\/]dist[\\/]emotion-cache\.browser\.esm\.js$/,
        [[/var defaultStylisPlugins = \[prefixer\];/, 'var defaultStylisPlugins = [];']],
      ],
      [
        /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]queryClient\.js$/,
        [
          [
            /import \{ MutationCache \} from "\.\/mutationCache\.js";/,
            `class MutationCache { findAll() { return []; } getAll() { return []; } clear() {} resumePausedMutations() { return Promise.resolve(); } build() { ${left('mutations')}; } }`,
          ],
          ...UNUSED_CLIENT_METHODS.map(
            (m) =>
              /** @type {[RegExp, string]} */ ([
                new RegExp(`^\\t${m}\\([^)]*\\) \\{\\n[\\s\\S]*?^\\t\\}$`, 'm'),
                `\t${m}() { ${left(`QueryClient.${m}`)}; }`,
              ]),
          ),
        ],
      ],
      [
        /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]query\.js$/,
        [
          [
            /import \{ infiniteQueryBehavior \} from "\.\/infiniteQueryBehavior\.js";/,
            `const infiniteQueryBehavior = () => { ${left('infinite queries')}; };`,
          ],
        ],
      ],
    ];
    for (const [filter, edits] of files)
      build.onLoad({ filter }, (args) => ({
        contents: edit(readFileSync(args.path, 'utf8'), args.path, edits),
        loader: 'js',
      }));
    build.onEnd((result) => {
      const used = Object.values(result.metafile?.outputs ?? {}).flatMap((o) =>
        Object.entries(o.inputs).filter(
          ([p, i]) => /(mutationObserver|infiniteQueryObserver)\.js$/.test(p) && i.bytesInOutput > 0,
        ),
      );
      if (used[0]) throw new Error(`build: the app uses ${used[0][0]}; remove its trim from scripts/build/plugins.mjs`);
    });
  },
};
