import { edifactMessages } from '../../content/reference-guides/edifact';
import type { SitemapSource } from '../sitemap';

/** One sitemap URL per EDIFACT message page. */
export const edifactCodeSource: SitemapSource = () =>
  edifactMessages.map((m) => ({ path: `/resources/edifact-messages/${m.code}`, changefreq: 'yearly' as const, priority: 0.5 }));
