/**
 * Build step (build.mjs): one 1200×630 PNG per route-table page and per shipped post, under dist/client/og.
 * @resvg/resvg-js rasterises the SVG card: a prebuilt native binary (no browser, no
 * install-time download), a few tens of milliseconds an image.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { blogDetailCopy } from '../../../content/pages/blogs';
import { site } from '../../../content/site';
import { edifactOgImage, edifactOgKinds, pageOgImage, postOgImage } from '../../../shared/og-images';
import { edifactCopy, edifactOgCards } from '../../../content/pages/edifact-directory';
import { headOf } from '../../../client/entry.server';
import { routeTable } from '../../../shared/routes';
import { contentSource } from '../../../server/blog/sources';
import { paths, projectRoot } from '../../../server/paths';
import { ogCardSvg, type OgCard } from './og-card';

const SECTIONS: [prefix: string, name: string][] = [
  ['/solutions/', 'Solutions'],
  ['/integrations/', 'Integrations'],
  ['/resources/', 'Reference guide'],
  ['/blog', 'Blog'],
];

/** The preview of a route-table page: its head title without the site suffix, under its section. */
export function pageCard(path: string, headTitle: string): OgCard {
  const title = headTitle.split(' | ')[0]?.trim() || headTitle;
  const eyebrow = SECTIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? site.name;
  return { eyebrow, title, footer: site.tagline };
}

// Loading two known files instead of scanning every system font takes an image from ~400 ms to ~40.
const FONT_DIR = '/usr/share/fonts/truetype/liberation';
const FONT_FILES = ['LiberationSans-Regular.ttf', 'LiberationSans-Bold.ttf'].map((f) => join(FONT_DIR, f));
const font = FONT_FILES.every((f) => existsSync(f))
  ? { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'Liberation Sans' }
  : { loadSystemFonts: true, defaultFontFamily: 'Liberation Sans' };

export function renderPng(card: OgCard): Buffer {
  return new Resvg(ogCardSvg(card), { font, fitTo: { mode: 'original' } }).render().asPng();
}

// Rebuilds reuse unchanged images (keyed by the card's SVG): only new or edited cards are rasterised.
const CACHE_DIR = join(projectRoot, 'node_modules', '.cache', 'og-images');

function cachedPng(card: OgCard): Buffer {
  const file = join(CACHE_DIR, `${createHash('sha256').update(ogCardSvg(card)).digest('hex').slice(0, 32)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = renderPng(card);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, png);
  return png;
}

/** Writes every image under `outDir` (its /og/… URL mapped into it) and returns how many. */
export async function writeOgImages(outDir: string): Promise<number> {
  const posts = await contentSource(paths.blogPosts).fetchAll();
  const pages = await Promise.all(
    routeTable.map(async (r): Promise<[string, OgCard]> => [
      pageOgImage(r.path),
      pageCard(r.path, (await headOf(r))?.title ?? ''),
    ]),
  );
  const jobs: [url: string, card: OgCard][] = [
    ...pages,
    ...edifactOgKinds.map((kind): [string, OgCard] => [
      edifactOgImage(kind),
      { eyebrow: edifactCopy.eyebrow, title: edifactOgCards[kind], footer: site.tagline },
    ]),
    ...posts.map((p): [string, OgCard] => [
      postOgImage(p.slug),
      {
        eyebrow: `Blog · ${p.tags[0] ?? 'EDI'}`,
        title: p.title,
        footer: `${p.author} · ${blogDetailCopy.readingTime(p.readingMinutes)}`,
      },
    ]),
  ];
  for (const [url, card] of jobs) {
    const file = join(outDir, url.replace(/^\/og\//, ''));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, cachedPng(card));
  }
  return jobs.length;
}
