import { theme, whiteTint } from '../../lib/theme';
import { chipRow, wideOnly } from './parts';

/** An article: its own header picture (shown on the list's cards, not otherwise on the article) and its topics. */
export function BlogDetailVisual({ image, tags }: { image: string; tags: readonly string[] }) {
  return (
    <div css={wideOnly} aria-hidden="true">
      {/* Lazy: below `lg` the picture is not displayed, and then not fetched either. */}
      <img
        src={image}
        alt=""
        width={1200}
        height={630}
        loading="lazy"
        decoding="async"
        css={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '1200 / 630',
          borderRadius: theme.radius.lg,
          border: `1px solid ${whiteTint(0.25)}`,
          boxShadow: theme.shadow.panel,
        }}
      />
      {tags.length > 0 && (
        <ul css={[chipRow, { marginTop: 16 }]}>
          {tags.map((t) => (
            <li key={t}>#{t}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
