export const blogsCopy = {
  hero: {
    eyebrow: 'Blog',
    title: 'Latest Insights & Industry Updates',
    intro:
      'Practical guidance on EDI standards, partner onboarding and ERP integration from the people who build it every day.',
  },
  searchLabel: 'Search blogs',
  searchPlaceholder: 'Search blogs by title...',
  clearButton: 'Clear search',
  found: (n: number) => `${n} blog(s) found`,
  badges: { featured: 'Featured', technology: 'Technology', integration: 'Integration' },
  readMore: 'Read article',
  byline: (author: string, minutes: number) => `${author} · ${minutes} min read`,
  failed: 'Failed to load blogs. Please try again later.',
  noMatchTitle: 'No blogs found',
  noMatchText: (term: string) => `No blogs match your search for "${term}"`,
  clearSearch: 'Clear Search',
  emptyTitle: 'No blogs available',
  emptyText: 'Check back later for the latest insights and updates.',
  previous: 'Previous',
  next: 'Next',
  pageLabel: (n: number) => `Page ${n}`,
  paginationLabel: 'Blog pages',
  defaultImage: '/images/blog/default.svg',
  /** The hero's picture: the topics the articles are tagged with, the most used largest. */
  heroVisual: { title: 'Topics', articles: (n: number) => `${n} articles` },
} as const;

export const blogDetailCopy = {
  back: 'Back to Blogs',
  backToAll: 'Back to All Blogs',
  category: 'Technology',
  author: (name: string) => `By ${name}`,
  readingTime: (minutes: number) => `${minutes} min read`,
  related: 'Related Articles',
  /** A long post's contents list. */
  contents: 'In this article',
  failed: 'Failed to load blog details. Please try again later.',
} as const;

export const ediCategoryCopy = {
  hero: {
    eyebrow: 'Blog',
    title: 'Blog categories: EDI',
    intro:
      'Everything we have written about electronic data interchange: standards, documents, acknowledgments and compliance.',
  },
  /** The hero's picture: the transaction sets and messages the articles explain. */
  heroVisual: { title: 'Documents these articles explain', x12: 'X12', edifact: 'EDIFACT' },
} as const;

/** Blog list page size (docs/spec.md, "Constants") and related-article count. */
export const BLOG_PAGE_SIZE = 9;
export const RELATED_COUNT = 3;
