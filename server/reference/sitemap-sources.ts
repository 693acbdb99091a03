import { standards } from '../../shared/standards';
import type { SitemapSource } from '../pages/sitemap';

const page = (path: string) => ({ path, changefreq: 'yearly' as const, priority: 0.5 });

/** One sitemap URL per code page of every standard's guide (shared/standards.ts). */
export const referenceCodeSource: SitemapSource = async () => {
  const lists = await Promise.all(
    standards.map(async (s) => (await s.entries()).map((e) => page(`${s.guidePath}/${e.code}`))),
  );
  return lists.flat();
};
