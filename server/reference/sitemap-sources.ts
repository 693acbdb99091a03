import { canonicalPage } from '../../shared/code-pages';
import { isStandardId, standards } from '../../shared/standards';
import type { SitemapSource } from '../pages/sitemap';

const page = (path: string) => ({ path, changefreq: 'yearly' as const, priority: 0.5 });

/**
 * One sitemap URL per code page of every standard's guide (shared/standards.ts), but for codes whose one page
 * is elsewhere (an EDIFACT message's D.96A directory page, in the directories' sitemap): those redirect.
 */
export const referenceCodeSource: SitemapSource = async () => {
  const lists = await Promise.all(
    standards.map(async (s) =>
      (await s.entries()).flatMap((e) =>
        isStandardId(s.id) && canonicalPage(s.id, e.code) ? [] : [page(`${s.guidePath}/${e.code}`)],
      ),
    ),
  );
  return lists.flat();
};
