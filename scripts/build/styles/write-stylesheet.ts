/**
 * Build step (build.mjs): the site's stylesheet. Each route-table page, a few articles and a sample of the
 * reference code pages are rendered once, as the page cache renders them; the Emotion style elements those
 * renders carry become one content-hashed CSS file that every page links (cached for a year), and their
 * names go into the asset manifest. Renders then leave out the rules the file holds, and the browser's
 * Emotion cache adopts them (client/shell/style-cache.ts): a page's HTML carries only styles no crawled page
 * needed (an error state, a rare variant), inline as before.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guideList } from '../../../content/x12-guides/guide-list';
import { routeTable } from '../../../shared/routes';
import { codePath } from '../../../shared/code-pages';
import type { BlogGateway } from '../../../shared/blog';
import { openSiteSearch } from '../../../server/search/site-index';
import { contentSource } from '../../../server/blog/sources';
import { loadConfig } from '../../../server/config';
import { loadManifest } from '../../../server/pages/manifest';
import { paths } from '../../../server/paths';
import { referenceCodeSource } from '../../../server/reference/sitemap-sources';
import { pageServices } from '../../../server/pages/page-services';
import { createRenderer } from '../../../server/pages/render';
import { inspectText } from '../../../shared/inspector/page-inspection';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';
import { NAMES_PROPERTY, NAMES_SELECTOR } from '../../../client/entry.server';

// Articles and code pages share a template each: a few articles and every twentieth code page show their
// variants (with and without flows or a structure); a rare variant left out is inlined where it appears.
const POST_SAMPLE = 3;
const CODE_PAGE_SAMPLE = 20;

interface StyleElement {
  names: string[];
  rules: string;
}

/** Emotion's style elements in rendered HTML, in document order: `<style data-emotion="e n1 n2">rules</style>`. */
export function emotionStyles(html: string): StyleElement[] {
  return [...html.matchAll(/<style data-emotion="([^"]+)"[^>]*>([^<]*)<\/style>/g)].map(
    ([, attribute = '', rules = '']) => ({
      // The first word is the cache key ("e", or "e-global" for <Global>).
      names: attribute.split(' ').slice(1),
      rules,
    }),
  );
}

async function pagePaths(blog: BlogGateway): Promise<string[]> {
  const codes = await referenceCodeSource();
  const codePaths = codes.map((entry) => entry.path).filter((_, i) => i % CODE_PAGE_SAMPLE === 0);
  const posts = await blog.list();
  // Every route-table page: solution and integration pages carry styles of their own (brand colours).
  // The code pages of sets with our implementation guides show their guide links.
  const guided = guideList.map((g) => codePath('x12', g.set));
  return [
    ...routeTable.map((r) => r.path),
    // The search page with results, and with none (its other states).
    '/search?q=856',
    '/search?q=zzqxj',
    ...posts.slice(0, POST_SAMPLE).map((p) => `/blogs/${p.slug}`),
    ...new Set([...codePaths, ...guided]),
    // One UN/EDIFACT directory page of each kind (parameterised routes, so not in the route table): their
    // tables' tag links and the structure tree are in the file, not inlined on thousands of pages.
    ...['d96a', 'd96a/messages/ORDERS', 'd96a/segments/BGM', 'd96a/composites/C002', 'd96a/elements/1225'].map(
      (p) => `/resources/edifact/${p}`,
    ),
    '/resources/edifact/syntax/3/segments/UNB',
  ];
}

/**
 * Renders the pages, writes `<clientDir>/assets/styles-<hash>.css`; returns its file name, the style names in it and
 * the page count.
 */
export async function writeStylesheet(clientDir: string): Promise<{ file: string; names: string[]; pages: number }> {
  const config = loadConfig({ LOG_LEVEL: 'silent' });
  // The shipped posts, read once (the site's BlogService would keep a cache timer running).
  const posts = await contentSource(paths.blogPosts).fetchAll();
  const blog: BlogGateway = {
    list: () => Promise.resolve(posts.map(({ content: _content, ...summary }) => summary)),
    get: (id) => Promise.resolve(posts.find((p) => p.id === id)),
  };
  const manifest = loadManifest(paths.manifest);
  const renderer = createRenderer({
    services: pageServices({
      leads: { submit: () => Promise.reject(new Error('no lead is posted while the stylesheet is built')) },
      inspect: (text, sampleId) => inspectText(text, sampleId, loadDirectories),
      blogs: blog,
      search: openSiteSearch(paths.blogPosts),
    }),
    manifest,
    timeoutMs: 30_000,
    config: {
      siteUrl: config.SITE_URL,
      demoUrl: config.DEMO_URL,
      appUrl: config.APP_URL,
      referenceUrls: config.referenceUrls,
      assets: { icons: manifest.icons },
    },
  });

  const seen = new Set<string>();
  const rules: string[] = [];
  const pages = await pagePaths(blog);
  for (const path of pages) {
    const page = await renderer.renderWhole(path);
    if (!page) throw new Error(`stylesheet: ${path} did not render as a 200 page`);
    for (const style of emotionStyles(page.identity.toString('utf8'))) {
      // The same names always carry the same rules (Emotion names styles by their content's hash).
      if (style.names.every((name) => seen.has(name))) continue;
      style.names.forEach((name) => seen.add(name));
      rules.push(style.rules);
    }
  }
  const names = [...seen];
  // The first rule lists the names for the browser's Emotion cache; its selector matches nothing.
  const css = `${NAMES_SELECTOR}{${NAMES_PROPERTY}:"${names.join(' ')}"}\n${rules.join('\n')}\n`;
  const file = `styles-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
  writeFileSync(join(clientDir, 'assets', file), css);
  return { file, names, pages: pages.length };
}

// build.mjs (scripts/build/assets.mjs) runs `node dist/build/write-stylesheet.cjs <clientDir>` in a process of
// its own: React is loaded in its production build (as the server renders), and no timer of a page's modules
// outlives the step.
if (require.main === module) {
  writeStylesheet(process.argv[2] ?? 'dist/client').then(
    (result) => {
      process.stdout.write(JSON.stringify(result));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
