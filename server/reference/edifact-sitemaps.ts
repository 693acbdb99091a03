import { serviceSegments } from '../../shared/edi/data/edifact-service';
import { edifactPath, entryKinds, syntaxPath } from '../../shared/edifact-reference';
import type { SitemapSet, SitemapSets } from '../pages/sitemap';
import { directoryIndex, holds } from './edifact-model';
import { SYNTAX_VERSIONS } from './syntax-pages';

/**
 * One sitemap per UN/EDIFACT directory: its page and every message, segment, composite and element (~1,100),
 * from the catalogue (which directories hold each entry), so no directory's tables are loaded for it.
 */
export const edifactSitemaps: SitemapSets = async () => {
  const dirs = await directoryIndex();
  return [
    ...dirs.summaries.map((summary, order): SitemapSet => ({
      name: `edifact-${summary.id}`,
      entries: async () => [
        { path: edifactPath(summary.id), changefreq: 'yearly', priority: 0.5 },
        ...entryKinds.flatMap((kind) =>
          [...dirs.presence[kind].keys()]
            .filter((id) => holds(dirs, order, kind, id))
            .map((id) => ({
              path: edifactPath(summary.id, kind, id),
              changefreq: 'yearly' as const,
              priority: 0.4,
            })),
        ),
      ],
    })),
    // The service segments of each syntax version.
    ...SYNTAX_VERSIONS.map((version): SitemapSet => ({
      name: `edifact-syntax-${version}`,
      entries: async () => [
        { path: syntaxPath(version), changefreq: 'yearly', priority: 0.4 },
        ...Object.keys(serviceSegments).map((tag) => ({
          path: syntaxPath(version, tag),
          changefreq: 'yearly' as const,
          priority: 0.4,
        })),
      ],
    })),
  ];
};
