import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { codePath } from '../../shared/routes';
import type { SitemapSource } from '../sitemap';

const page = (path: string) => ({ path, changefreq: 'yearly' as const, priority: 0.5 });

/** One sitemap URL per X12 transaction set and per EDIFACT message page. */
export const referenceCodeSource: SitemapSource = () => [
  ...x12TransactionSets.map((s) => page(codePath('x12', s.code))),
  ...edifactMessages.map((m) => page(codePath('edifact', m.code))),
];
