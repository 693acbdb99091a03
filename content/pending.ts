import type { PageKey } from '../shared/routes';

/**
 * What a slow client-side navigation shows while the target page's data loads (docs/spec.md, "Navigation status").
 * The shell shows it, so the words live here rather than in the blog pages' copy.
 */
export const pendingText: Partial<Record<PageKey, string>> = {
  blogs: 'Loading blogs...',
  'blog-category-edi': 'Loading blogs...',
  'blog-detail': 'Loading blog details...',
};
