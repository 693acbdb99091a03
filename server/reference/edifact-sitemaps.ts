import { edifactPath, entryKinds } from '../../shared/edifact-reference';
import type { SitemapSet, SitemapSets } from '../sitemap';
import { directoryModels } from './edifact-model';

/** One sitemap per UN/EDIFACT directory: its page and every message, segment, composite and element (~1,100). */
export const edifactSitemaps: SitemapSets = async () =>
  (await directoryModels()).map((m): SitemapSet => ({
    name: `edifact-${m.summary.id}`,
    entries: async () => [
      { path: edifactPath(m.summary.id), changefreq: 'yearly', priority: 0.5 },
      ...entryKinds.flatMap((kind) =>
        [...m[kind].keys()].map((id) => ({
          path: edifactPath(m.summary.id, kind, id),
          changefreq: 'yearly' as const,
          priority: 0.4,
        })),
      ),
    ],
  }));
