/** The shapes of the site search (issue 34): what is indexed, what a blog post must give, what a search answers. */
import type { BlogPost } from '../blog';

/** The result groups, in the order a search shows them. */
// The API's finding codes last, under their own name: they are what a developer's code-like query is after.
export const searchKinds = ['page', 'x12', 'edifact', 'blog', 'faq', 'finding'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * Ids say what a document is (site-search.ts boosts by them): `page:{path}`, `finding:{code}`, `x12:{code}` and
 * `edifact:{code}` (a guide's code page), `{dir}:{kind}:{id}` (a directory entry), `syntax:{version}:{tag}`,
 * `code:{dir}:{element}:{code}` (a code-list entry), `blog:{slug}`, `faq:{id}`.
 */
export const CODE_ENTRY_PREFIX = 'code:';

/** One searchable thing with its own URL (a page, an anchor on a page). */
export interface SearchDoc {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  /** Exact codes and tags ('856', 'BGM', '1225', 'DESADV', a post's tags): an exact match of one ranks first. */
  code?: string;
  /** Synonyms, abbreviations, names: searched, never shown. */
  keywords?: string;
  /** Running text: only in the server's index. */
  body?: string;
  /** One short line shown under the title. */
  detail?: string;
}

/**
 * What the index needs of a blog post. Posts are Markdown read from disk (or WordPress) by the server's blog
 * source, which shared code cannot do: callers pass them in. `content` is the post's cleaned HTML; only the
 * server's documents read it.
 */
export type SearchPost = Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'tags' | 'author'> & { content?: string };

/** How a hit was found, strongest first: its code or tag is a query word, a synonym's code, or its words. */
export type SearchMatch = 'code' | 'synonym' | 'text';

export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  url: string;
  detail?: string;
  code?: string;
  match: SearchMatch;
  /** The document's words that matched (lower case, accents folded), for marking them in the title and detail. */
  terms: string[];
  score: number;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export interface SearchResults {
  /** The query as searched: trimmed, white space collapsed, at most MAX_QUERY_LENGTH characters. */
  query: string;
  /** Every document that matched, before `limit`. */
  total: number;
  /** Best first: exact codes and tags, then synonyms' codes, then titles, then body text. */
  hits: SearchHit[];
  /** The same hits by kind, in the order of `searchKinds`, empty groups left out; each keeps the ranking. */
  groups: SearchGroup[];
}
