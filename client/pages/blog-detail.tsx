import { css } from '@emotion/react';
import { ArrowLeft } from '../components/icon';
import { data, useLoaderData } from 'react-router-dom';
import { blogDetailCopy as copy, blogsCopy } from '../../content/pages/blogs';
import { formatPostDate } from '../../shared/blog';
import { blogQueries } from '../queries/blog-queries';
import { usePageQuery } from '../queries/use-page-query';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import type { PageLoader, DataOf } from '../page-module';
import { BlogCard } from '../components/blog/blog-card';
import { BlogDetailVisual } from '../components/hero/blog-detail-visual';
import { PageHead } from '../components/page-head';
import { card, cardGrid, container, PageHero } from '../components/ui';
import { ButtonLink } from '../components/button-link';
import { MIN_SECTIONS, PostContentsNarrow, PostContentsWide, sectionsOf } from '../components/blog/post-contents';

type DetailData = { failed: false; slug: string } | { failed: true };

/** Selects the post whose title's slug is the route's; an unknown slug is a 404 (docs/spec.md, "Blog detail"). */
export const loader: PageLoader<DetailData> = async ({ params, queryClient, services }): Promise<DetailData> => {
  const slug = params['slug'] ?? '';
  let shown;
  try {
    shown = await (await queryClient()).ensureQueryData(blogQueries.post(services, slug));
  } catch {
    return { failed: true };
  }
  if (!shown) throw data(null, { status: 404 });
  return { failed: false, slug };
};

// Classes the server's clean-up gives spacers, pull-quotes and social links (no inline styles survive).
const article = css({
  fontSize: '1.08rem',
  lineHeight: 1.7,
  maxWidth: 760,
  h2: { margin: '32px 0 12px', fontSize: '1.5rem' },
  'img, iframe': { maxWidth: '100%', height: 'auto', borderRadius: theme.radius.md },
  // Block + overflow lets a wide table scroll sideways on a phone instead of widening the page.
  table: {
    display: 'block',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    margin: '20px 0',
    fontSize: '0.95rem',
    lineHeight: 1.5,
  },
  'th, td': {
    padding: '10px 14px',
    borderBottom: `1px solid ${theme.color.border}`,
    textAlign: 'left',
    verticalAlign: 'top',
    // At 390 px the 28 px of padding per cell pushed a three-column table's last column out of its box.
    [mq.belowSm]: { padding: '8px 6px' },
  },
  thead: { background: theme.color.surfaceAlt },
  'tbody th, td:first-of-type': { fontWeight: 600 },
  blockquote: {
    margin: '24px 0',
    padding: '4px 20px',
    borderLeft: `4px solid ${theme.color.border}`,
    color: theme.color.muted,
  },
  code: { fontFamily: theme.font.mono, background: theme.color.surfaceAlt, padding: '1px 5px', borderRadius: 4 },
  // EDI samples and flow diagrams keep their lines (wrapping would break both) and scroll inside the box.
  pre: {
    overflowX: 'auto',
    maxWidth: '100%',
    margin: '20px 0',
    padding: '16px 18px',
    background: '#0f1e36',
    color: '#e6edf7',
    borderRadius: theme.radius.md,
    fontSize: '0.85rem',
    lineHeight: 1.55,
  },
  'pre code': { background: 'none', padding: 0, color: 'inherit', whiteSpace: 'pre' },
  'pre:focus-visible, table:focus-visible': { outline: `3px solid ${theme.color.accent}`, outlineOffset: 2 },
  '.blog-spacer-20': { height: 20 },
  '.blog-spacer-30': { height: 30 },
  '.blog-spacer-40': { height: 40 },
  '.blog-spacer-50': { height: 50 },
  '.blog-pullquote': {
    padding: '24px 28px',
    margin: '24px 0',
    borderLeft: `4px solid ${theme.color.accent}`,
    background: theme.color.surfaceAlt,
    borderRadius: theme.radius.md,
  },
  '.blog-social-links': { display: 'flex', gap: 10, margin: '20px 0' },
  '.blog-social': {
    display: 'grid',
    placeItems: 'center',
    width: 40,
    height: 40,
    borderRadius: '50%',
    background: theme.color.brand,
    color: '#fff',
    textDecoration: 'none',
    fontWeight: 700,
  },
});

// From 1024 px the contents list takes the column beside the article (it was empty: #47).
const layout = css({
  [mq.lg]: { display: 'grid', gridTemplateColumns: 'minmax(0, 760px) minmax(200px, 280px)', gap: 48 },
});

export default function BlogDetailPage() {
  const result = useLoaderData<DataOf<typeof loader>>();
  return result.failed ? <Failed /> : <Post slug={result.slug} />;
}

function Failed() {
  return (
    <section css={[container, { paddingTop: 56 }]}>
      <PageHead title={`${copy.failed} | Northwind EDI`} noIndex />
      <div role="alert" css={[card, { textAlign: 'center' }]}>
        <p css={{ margin: '0 0 16px' }}>{copy.failed}</p>
        <ButtonLink to="/blogs" variant="outline">
          {copy.back}
        </ButtonLink>
      </div>
    </section>
  );
}

function Post({ slug }: { slug: string }) {
  const { siteUrl } = usePublicConfig();
  const shown = usePageQuery((services) => blogQueries.post(services, slug));
  // The loader answered 404 for a slug without a post.
  if (!shown) return null;
  const { post, related } = shown;
  const sections = sectionsOf(post.content);
  const contents = sections.length >= MIN_SECTIONS;
  const image = post.headerImage ?? post.contentImage ?? blogsCopy.defaultImage;
  const byline = [
    copy.author(post.authorRole ? `${post.author}, ${post.authorRole}` : post.author),
    formatPostDate(post.date),
    copy.readingTime(post.readingMinutes),
  ].join(' · ');
  return (
    <>
      <PageHead
        title={`${post.title} | Northwind EDI Blog`}
        description={post.excerpt}
        keywords={
          post.tags.length > 0
            ? ['EDI', ...post.tags]
            : [
                'EDI',
                'integration',
                ...post.title
                  .split(/\W+/)
                  .filter((w) => w.length > 3)
                  .slice(0, 4),
              ]
        }
        canonical={`/blogs/${post.slug}`}
        ogImage={post.ogImage}
        structuredData={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          datePublished: post.date,
          author: post.authorRole
            ? {
                '@type': 'Person',
                name: post.author,
                jobTitle: post.authorRole,
                worksFor: { '@id': `${siteUrl}/#organization` },
              }
            : { '@type': 'Organization', name: post.author },
          keywords: post.tags.join(', '),
          timeRequired: `PT${post.readingMinutes}M`,
          // Rich results want a raster image: the generated preview when there is one.
          image: [post.ogImage, image]
            .filter((src): src is string => Boolean(src))
            .map((src) => (src.startsWith('http') ? src : `${siteUrl}${src}`)),
          description: post.excerpt,
          mainEntityOfPage: `${siteUrl}/blogs/${post.slug}`,
          publisher: { '@id': `${siteUrl}/#organization` },
        }}
      />
      <PageHero
        eyebrow={copy.category}
        title={post.title.toUpperCase()}
        intro={byline}
        aside={<BlogDetailVisual image={image} tags={post.tags} />}
      >
        <ButtonLink to="/blogs" variant="secondary">
          <ArrowLeft size={18} aria-hidden="true" /> {copy.back}
        </ButtonLink>
      </PageHero>
      <div css={[container, { paddingTop: 40 }]}>
        {/* The content was cleaned and sanitized on the server (server/blog/clean-html.ts). */}
        <div css={layout}>
          <div>
            {contents && <PostContentsNarrow sections={sections} />}
            <article id="article" css={article} dangerouslySetInnerHTML={{ __html: post.content }} />
          </div>
          {contents && <PostContentsWide sections={sections} />}
        </div>
        <p css={{ marginTop: 32 }}>
          <ButtonLink to="/blogs" variant="outline">
            {copy.backToAll}
          </ButtonLink>
        </p>
        {related.length > 0 && (
          <section aria-labelledby="related-heading" css={{ marginTop: 48 }}>
            <h2 id="related-heading">{copy.related}</h2>
            <ul css={cardGrid(3)}>
              {related.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
