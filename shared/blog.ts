/** Blog data as the API sends it and the pages read it. */
export interface BlogSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Undefined when the post has none: cards fall back to the first content image, then a stock image. */
  headerImage?: string;
  /** The first valid image inside the content (fallback chain, spec part 1 §2.6). */
  contentImage?: string;
  featured: boolean;
  date: string;
  author: string;
}

export interface BlogPost extends BlogSummary {
  content: string;
}

/**
 * Spec part 1 §2.7: the lower-cased title with quotes and punctuation removed and runs of
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
/** Blog calls give up after 10 s, upstream and in the browser (spec part 1 §9). */
export const BLOG_REQUEST_TIMEOUT_MS = 10_000;

export interface BlogGateway {
  list(): Promise<BlogSummary[]>;
  get(id: string): Promise<BlogPost | undefined>;
}
