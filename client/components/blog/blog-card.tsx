import { css } from '@emotion/react';
import { SiteLink } from '../site-link';
import { blogsCopy as copy } from '../../../content/pages/blogs';
import type { BlogSummary } from '../../../shared/blog';
import { theme } from '../../lib/theme';
import { FallbackImage } from './fallback-image';

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  textDecoration: 'none',
  color: theme.color.text,
  boxShadow: theme.shadow.card,
  '&:hover, &:focus-visible': { borderColor: theme.color.brand },
  img: {
    width: '100%',
    height: 'auto',
    aspectRatio: '1200 / 630',
    objectFit: 'cover',
    display: 'block',
    background: theme.color.surfaceAlt,
  },
  'h2, h3': { fontSize: '1.02rem', textTransform: 'uppercase', letterSpacing: '.02em', margin: '10px 0 8px' },
  p: {
    margin: 0,
    color: theme.color.muted,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
});
const badge = css({
  display: 'inline-block',
  padding: '2px 8px',
  borderRadius: theme.radius.pill,
  fontSize: '.75rem',
  fontWeight: 700,
  background: theme.color.brandLight,
  color: theme.color.brand,
  marginRight: 6,
});

/** Cards in a blog grid's first row (three columns) are on screen at load: their images are the largest paint. */
export const FIRST_ROW = 3;

/** A post card: image with its fallback chain, badges, the title in upper case, a two-line excerpt. */
export function BlogCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: BlogSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <SiteLink to={`/blogs/${post.slug}`} css={cardStyle}>
      <FallbackImage
        sources={[post.headerImage, post.contentImage, copy.defaultImage]}
        alt=""
        width={1200}
        height={630}
        eager={eager}
      />
      <div css={{ padding: 18 }}>
        {post.featured && (
          <span css={[badge, { background: '#fff3e0', color: theme.color.accentDark }]}>{copy.badges.featured}</span>
        )}
        <span css={badge}>{copy.badges.technology}</span>
        <span css={badge}>{copy.badges.integration}</span>
        <Heading>{post.title}</Heading>
        <p>{post.excerpt}</p>
        <small css={{ display: 'block', marginTop: 12, color: theme.color.muted, fontSize: '.85rem' }}>
          {copy.byline(post.author, post.readingMinutes)}
        </small>
      </div>
    </SiteLink>
  );
}
