import { blogsCopy } from '../../../content/pages/blogs';
import type { BlogSummary } from '../../../shared/blog';
import { chipRow, panel, panelLabel, wideOnly } from './parts';

const SHOWN = 16;

/** Blog list: the topics the articles are tagged with, sized by how many articles carry each. */
export function BlogsVisual({ posts }: { posts: readonly BlogSummary[] }) {
  const counts = new Map<string, number>();
  for (const tag of posts.flatMap((p) => p.tags)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  // Most used first, then alphabetical, so the order is stable between server and browser. Tags are
  // lower-case slugs, so code-unit order is alphabetical (localeCompare would first set up a collator, tens
  // of ms of main thread while the page hydrates).
  const topics = [...counts].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0)).slice(0, SHOWN);
  const most = topics[0]?.[1] ?? 0;
  if (most === 0) return null;
  const copy = blogsCopy.heroVisual;
  return (
    <div css={[wideOnly, panel]} aria-hidden="true">
      <span css={panelLabel}>
        {copy.title} · {copy.articles(posts.length)}
      </span>
      <ul css={[chipRow, { alignItems: 'center' }]}>
        {topics.map(([tag, n]) => (
          <li key={tag} style={{ fontSize: `${(0.8 + (0.35 * (n - 1)) / Math.max(1, most - 1)).toFixed(2)}rem` }}>
            #{tag} <strong css={{ marginLeft: 2 }}>{n}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
