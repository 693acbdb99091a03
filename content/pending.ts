import type { PageKey } from '../shared/routes';
import { blogDetailCopy, blogsCopy } from './pages/blogs';

/** What a slow client-side navigation shows while the target page's data loads (spec part 1 §2.6, §2.7). */
export const pendingText: Partial<Record<PageKey, string>> = {
  blogs: blogsCopy.loading,
  'blog-category-edi': blogsCopy.loading,
  'blog-detail': blogDetailCopy.loading,
};
