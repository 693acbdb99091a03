// The esbuild plugins of the browser, worker and server bundles (build.mjs): each trims what a bundle ships
// and says why below (the trims of the browser's other dependencies: dependency-trims.mjs; its splitting:
// chunking.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
/** @import * as esbuild from 'esbuild' */

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
 * The router features createRouter reads from its options, which the browser's createBrowserRouter(routes)
 * never passes (client/shell/hydrate.tsx) and no route defines: instrumentations, patchRoutesOnNavigation
 * (lazy route discovery), route middleware, and the error boundary's RSC (server components) branch. Their
 * checks become constants, so esbuild drops the branches and the helpers only they call (about 2 KB gzip of
 * every first load). And the router's methods that only hooks and components the site never uses call
 * (useFetcher, useSubmit and <Form>: the site's forms are client/components/site-form.tsx; useRevalidator,
 * useBlocker, ScrollRestoration, and patchRoutes of framework mode's route discovery) become stand-ins that
 * throw, so the minifier drops the fetcher, blocker and scroll-restoration code (1.7 KB gzip). No navigation
 * asks for a view transition (the `viewTransition` option), so the view-transition code of RouterProvider and
 * createRouter (with its sessionStorage record and the warnings about it) goes too (0.7 KB gzip); with no
 * blocker or fetcher ever made, so do the navigation's blocker checks and the revalidation of fetchers, and
 * with an error boundary on the root route, React Router's default error element (0.8 KB gzip).
 * Browser build only: the server's static handler keeps the file as it is. A React Router without one of
 * these lines fails the build rather than quietly keeping the code.
 * @param {string} source
 * @param {string} path
 */
function withoutUnusedRouterFeatures(source, path) {
  if (!source.includes('function createRouter(init)')) return source;
  /** @type {[RegExp, string][]} */
  const checks = [
    [/\binit\.instrumentations\b/g, '(void 0)'],
    [/\binit\.patchRoutesOnNavigation\b/g, '(void 0)'],
    [/args\.matches\.some\(\(m\) => m\.route\.middleware\)/g, 'false'],
    [/if \(this\.context && typeof error === "object"/g, 'if (false && typeof error === "object"'],
    [
      /if \(this\.context\) \{\n(\s*)return \/\* @__PURE__ \*\/ React2\.createElement\(RSCErrorHandler/g,
      'if (false) {\n$1return null && React2.createElement(RSCErrorHandler',
    ],
    [
      /let isViewTransitionAvailable = router\.window != null && router\.window\.document != null && typeof router\.window\.document\.startViewTransition === "function";/,
      'let isViewTransitionAvailable = false;',
    ],
    [/warnOnce\(\n\s*flushSync === false[\s\S]*?\);\n/, ''],
    [/warnOnce\(\n\s*viewTransitionOpts == null[\s\S]*?\);\n/, ''],
    [/if \(isBrowser3\) \{\n(\s*)restoreAppliedTransitions\(/, 'if (false) {\n$1restoreAppliedTransitions('],
    [
      /let viewTransitionOpts;\n(\s*)if \(pendingAction === "POP"/,
      'let viewTransitionOpts;\n$1if (false && pendingAction === "POP"',
    ],
    [/\} else if \(pendingViewTransitionEnabled\) \{/, '} else if (false) {'],
    [/let blockerKey = shouldBlockNavigation\(/g, 'let blockerKey = void 0 && shouldBlockNavigation('],
    [/errorElement = match\.route\.errorElement \|\| defaultErrorElement;/, 'errorElement = match.route.errorElement;'],
    // RouterProvider's optimistic state is for its `useTransitions` prop, which hydrate.tsx does not pass.
    [/if \(useTransitions === true\) \{\n(\s*)setOptimisticState/g, 'if (false) {\n$1setOptimisticState'],
    [
      /fetchLoadMatches\.forEach\(\(f, key\) => \{\n(\s*)if \(initialHydration \|\|/,
      'fetchLoadMatches.forEach((f, key) => {\n$1if (true ||',
    ],
    [/warning\(\n\s*blockerFunctions\.size === 0 \|\| delta != null,\n[^\n]*\n\s*\);\n/, ''],
    ...[
      'fetch: fetch2',
      'revalidate',
      'enableScrollRestoration',
      'getFetcher',
      'resetFetcher',
      'getBlocker',
      'deleteBlocker',
      'patchRoutes',
    ].map(
      (method) =>
        /** @type {[RegExp, string]} */ ([
          new RegExp(`^    ${method},$`, 'm'),
          `    ${method.split(':')[0]}() { throw new Error("React Router's ${method.split(':')[0]} is left out of the browser build (scripts/build/plugins.mjs)"); },`,
        ]),
    ),
  ];
  return checks.reduce((code, [pattern, replacement]) => {
    if (!pattern.test(code)) throw new Error(`build: React Router's createRouter changed (${pattern} not in ${path})`);
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
 * parts…) leave the bundle. The browser's build also drops the createRouter features it never uses.
 * @param {{ browser: boolean }} target
 */
const reactRouterPlugin = ({ browser }) =>
  /** @type {esbuild.Plugin} */ ({
    name: 'react-router-production',
    setup(build) {
      const dist = resolvePath('node_modules/react-router/dist');
      build.onResolve({ filter: /^react-router(\/dom)?$/ }, (args) => ({
        path: `${dist}/production/${args.path === 'react-router' ? 'index' : 'dom-export'}.mjs`,
      }));
      build.onLoad({ filter: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ }, (args) => {
        const source = withoutLinkPrefetch(
          readFileSync(args.path, 'utf8')
            .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
            .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
          args.path,
        );
        return { contents: browser ? withoutUnusedRouterFeatures(source, args.path) : source, loader: 'js' };
      });
    },
  });

export const reactRouterProduction = reactRouterPlugin({ browser: false });
/** The same for the browser's bundle, less the router features it never uses. */
export const reactRouterBrowser = reactRouterPlugin({ browser: true });

/**
 * @emotion/react imports hoist-non-react-statics bare (for withTheme, which the app never uses); the
 * package, CommonJS with no sideEffects field, would stay in every page with react-is for nothing.
 */
/** @type {esbuild.Plugin} */
export const hoistStaticsUnlessUsed = {
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
 * JSON modules as JSON.parse of one string: V8 reads that much faster than the same data as an object
 * literal, and the D.96A directory (about 600 KB) is compiled while a user waits for a result.
 */
export function jsonAsParse() {
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
 * An esbuild plugin that runs `after` once a rebuild ends without errors (watch mode: the manifest, the
 * server's restart).
 * @param {string} name
 * @param {(result: esbuild.BuildResult) => void} after
 * @returns {esbuild.Plugin}
 */
export const onEnd = (name, after) => ({
  name,
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length === 0) after(result);
    });
  },
});

/**
 * The server and its worker threads read UN/EDIFACT directories from the build's per-directory files
 * (server/reference/directory-files.ts), so the whole pooled JSON (3.3 MB) is left out of their bundles: the
 * module that imports it answers with an error there instead.
 * @type {esbuild.Plugin}
 */
export const withoutBundledPools = {
  name: 'without-bundled-pools',
  setup(build) {
    build.onResolve({ filter: /[\\/]edifact-bundled-pools$/ }, () => ({ path: 'bundled-pools', namespace: 'stub' }));
    build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({
      contents:
        "export async function bundledPools() { throw new Error('the build reads directories from dist/server/edifact-catalogue.json'); }",
      loader: 'js',
    }));
  },
};

/**
 * Writes every character of a Node bundle outside ASCII as a \u escape once the build ends. esbuild escapes
 * them in strings but leaves them in regular expressions and comments, and one such character makes V8 keep
 * the whole source (8 MB) as a two-byte string: 16 MB of heap for the server's text alone (issue 46). The
 * escapes mean the same in strings, regular expressions, identifiers and comments.
 * @type {esbuild.Plugin}
 */
export const asciiOutput = {
  name: 'ascii-output',
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0) return;
      const dir = build.initialOptions.outdir;
      for (const entry of Object.keys(result.metafile?.outputs ?? {})) {
        if (!entry.endsWith('.js') || (dir && !entry.startsWith(dir.replace(/^\.\//, '')))) continue;
        const text = readFileSync(entry, 'utf8');
        if (/[\u0080-\uffff]/.test(text))
          writeFileSync(
            entry,
            text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
          );
      }
    });
  },
};
