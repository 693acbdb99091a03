/**
 * A long post's map (issue 47): its section headings as links, in the empty column beside the article at
 * 1024 px and wider (sticky under the header), a closed list above it on phones and tablets. The headings'
 * ids come from the server's clean-up (server/blog/clean-html.ts); the list is read from the article's HTML,
 * which the server has as the post's content and the browser reads back from the page, as the article does.
 */
import { css } from '@emotion/react';
import { blogDetailCopy as copy } from '../../../content/pages/blogs';
import { mq, theme } from '../../lib/theme';

export interface PostSection {
  id: string;
  label: string;
}

/** A post this many sections long or more gets a contents list. */
export const MIN_SECTIONS = 4;
// The clean-up writes `<h2 id="slug">` (sanitize-html quotes attributes): a lazy match up to the closing tag.
const HEADING = /<h2 id="([a-z0-9-]+)">([\s\S]*?)<\/h2>/g;
const TAG = /<[^>]*>/g;
// The entities sanitize-html writes in text (a decoder library would add ~30 KB to the page's chunk).
const ENTITY = /&(amp|lt|gt|quot|#x27|#39);/g;
const CHARS: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };

/** The post's sections, from its cleaned HTML. Linear in the HTML. */
export const sectionsOf = (html: string): PostSection[] =>
  [...html.matchAll(HEADING)].map((m) => ({
    id: m[1] ?? '',
    label: (m[2] ?? '')
      .replace(TAG, '')
      .replace(ENTITY, (_, name: string) => CHARS[name] ?? '')
      .trim(),
  }));

// Under the sticky site header (108 px at every width).
const HEADER = 108;

const list = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 6,
  fontSize: '.95rem',
  lineHeight: 1.4,
  a: { display: 'inline-block', minHeight: 24, paddingBlock: 2 },
});

const narrow = css({
  margin: '0 0 24px',
  padding: '10px 16px',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  summary: { cursor: 'pointer', fontWeight: 700, minHeight: 28, lineHeight: '28px' },
  ul: { paddingTop: 8 },
  [mq.lg]: { display: 'none' },
});

const wide = css({
  display: 'none',
  [mq.lg]: {
    display: 'block',
    position: 'sticky',
    top: HEADER + 24,
    maxHeight: `calc(100vh - ${HEADER + 48}px)`,
    overflowY: 'auto',
    paddingLeft: 20,
    borderLeft: `2px solid ${theme.color.border}`,
    h2: { fontSize: '.85rem', textTransform: 'uppercase', letterSpacing: '.06em', color: theme.color.muted },
  },
});

/** Above the article on narrow screens: a closed disclosure. */
export function PostContentsNarrow({ sections }: { sections: readonly PostSection[] }) {
  return (
    <nav aria-label={copy.contents} css={narrow}>
      <details>
        <summary>{copy.contents}</summary>
        <Links sections={sections} />
      </details>
    </nav>
  );
}

/** Beside the article on wide screens. */
export function PostContentsWide({ sections }: { sections: readonly PostSection[] }) {
  return (
    <nav aria-labelledby="post-contents" css={wide}>
      <h2 id="post-contents">{copy.contents}</h2>
      <Links sections={sections} />
    </nav>
  );
}

function Links({ sections }: { sections: readonly PostSection[] }) {
  return (
    <ul css={list}>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>{s.label}</a>
        </li>
      ))}
    </ul>
  );
}
