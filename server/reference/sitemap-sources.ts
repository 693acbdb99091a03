import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import type { SitemapSource } from '../sitemap';

const page = (path: string) => ({ path, changefreq: 'yearly' as const, priority: 0.5 });

/** One sitemap URL per X12 transaction set and per EDIFACT message page. */
export const referenceCodeSource: SitemapSource = () => [
  ...x12TransactionSets.map((s) => page(`/resources/x12-transaction-sets/${s.code}`)),
  ...edifactMessages.map((m) => page(`/resources/edifact-messages/${m.code}`)),
];
