import { monthNames } from '../content/site';
import { foldText } from './text-fold';
/** Blog data as the API sends it and the pages read it. */
export interface BlogSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Undefined when the post has none: cards fall back to the first content image, then a stock image. */
  headerImage?: string;
  /** The first valid image inside the content (fallback chain, docs/spec.md, "Blog list"). */
  contentImage?: string;
  featured: boolean;
  date: string;
  author: string;
  /** The author's role, when the source knows it. */
  authorRole?: string;
  /** Topics in lower case: related articles are chosen by the ones two posts share. */
  tags: string[];
  /** Estimated minutes to read the prose (code blocks not counted). */
  readingMinutes: number;
  /** A 1200×630 raster for social previews, when one was generated at build. */
  ogImage?: string;
}

export interface BlogPost extends BlogSummary {
  content: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: Record<string, unknown>, keys: string[]) => keys.every((key) => typeof value[key] === 'string');

/** Checks what the blog API answered (the browser reads it over the network) before pages use it. */
export const isBlogSummary = (value: unknown): value is BlogSummary =>
  isRecord(value) &&
  strings(value, ['id', 'slug', 'title', 'excerpt', 'date', 'author']) &&
  typeof value['featured'] === 'boolean' &&
  typeof value['readingMinutes'] === 'number' &&
  Array.isArray(value['tags']) &&
  value['tags'].every((tag) => typeof tag === 'string');

export const isBlogSummaryList = (value: unknown): value is BlogSummary[] =>
  Array.isArray(value) && value.every(isBlogSummary);

export const isBlogPost = (value: unknown): value is BlogPost =>
  isRecord(value) && typeof value['content'] === 'string' && isBlogSummary(value);

/**
 * docs/spec.md, "Blog detail": the lower-cased title with quotes and punctuation removed and runs of
 * non-alphanumeric characters turned into hyphens.
 */
export function blogSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/['"‘’“”`´.,!?:;()[\]{}]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** How pages get posts: the blog service on the server, the /api/blogs endpoints in the browser. */
/** Blog calls give up after 10 s, upstream and in the browser (docs/spec.md, "Constants"). */
export const BLOG_REQUEST_TIMEOUT_MS = 10_000;

export interface BlogGateway {
  list(): Promise<BlogSummary[]>;
  get(id: string): Promise<BlogPost | undefined>;
}

/** Adult reading speed for technical prose. */
export const WORDS_PER_MINUTE = 230;

/** Words in plain text: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/**
 * "2025-09-18" → "18 September 2025"; the same on server and browser (UTC). Spelled out here rather than
 * with Intl.DateTimeFormat: the browser's first formatter loads the locale's data, ~30 ms of main thread
 * in the middle of hydrating a blog page.
 */
export function formatPostDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${monthNames[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/**
 * Search text as people type it: typographic apostrophes and quotes become straight ones (a pasted
 * "What’s" finds "What's"), case and runs of spaces are ignored.
 */
export function normaliseSearch(text: string): string {
  return foldText(text).trim();
}

/**
 * Up to `count` other posts on the same topics: two points per shared tag; ties go to the newer
 * post, so a post with no tags in common still gets the latest articles.
 */
export function relatedPosts<T extends Pick<BlogSummary, 'id' | 'tags' | 'date'>>(
  post: Pick<BlogSummary, 'id' | 'tags'>,
  list: readonly T[],
  count: number,
): T[] {
  const topics = new Set(post.tags);
  return (
    list
      .filter((p) => p.id !== post.id)
      .map((p) => ({ p, score: p.tags.reduce((n, t) => n + (topics.has(t) ? 2 : 0), 0) }))
      // ISO dates order as strings (localeCompare would set up a collator: tens of ms in a browser).
      .sort((a, b) => b.score - a.score || (a.p.date < b.p.date ? 1 : a.p.date > b.p.date ? -1 : 0))
      .slice(0, count)
      .map(({ p }) => p)
  );
}
