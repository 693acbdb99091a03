/**
 * What a slow client-side navigation shows while the target page's data loads (docs/spec.md, "Navigation status").
 * The shell shows it, so the words live here rather than in the blog pages' copy. Keyed by page template
 * (shared/routes.ts `PageKey`; client/components/navigation-status.tsx checks the keys).
 */
export const pendingText = {
  blogs: 'Loading blogs...',
  'blog-category-edi': 'Loading blogs...',
  'blog-detail': 'Loading blog details...',
} as const;
