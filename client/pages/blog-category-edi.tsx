import { css } from '@emotion/react';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import {
  CATEGORY_PAGE_SIZE,
  ediCategoryCards,
  type CategoryCard,
  ediCategoryHead,
} from '../../content/pages/blog-category-edi';
import { blogsCopy, ediCategoryCopy } from '../../content/pages/blogs';
import type { BlogSummary } from '../../shared/blog';
import { blogQueries } from '../queries/blog-queries';
import { usePageQuery } from '../queries/use-page-query';
import { theme } from '../lib/theme';
import type { PageLoader, DataOf } from '../page-module';
import { BlogCategoryVisual } from '../components/hero/blog-category-visual';
import { RouteHead } from '../components/route-head';
import { glideTo } from '../components/scroll';
import { buttonStyles, card, cardGrid, container, PageHero } from '../components/ui';
import { FIRST_ROW } from '../components/blog/blog-card';

/** The blog list, for matching card titles to articles; none when its source is down. */
export const loader: PageLoader<{ failed: boolean }> = async ({ queryClient, services }) => {
  try {
    await (await queryClient()).ensureQueryData(blogQueries.list(services));
    return { failed: false };
  } catch {
    return { failed: true };
  }
};

const noPosts: BlogSummary[] = [];

/** Exact title match first, then a fuzzy one (fuse.js, loaded only when needed). */
async function findArticle(posts: BlogSummary[], title: string): Promise<BlogSummary | undefined> {
  const exact = posts.find((p) => p.title.toLowerCase() === title.toLowerCase());
  if (exact) return exact;
  const { default: Fuse } = await import('fuse.js');
  return new Fuse(posts, { keys: ['title'], threshold: 0.4 }).search(title)[0]?.item;
}

/** ?page=N, 1 by default; anything that is not a page of the list is page 1 (docs/spec.md, "EDI blog category"). */
export const categoryPage = (raw: string | null, pages: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= pages ? n : 1;
};

const cardLink = css([
  card,
  {
    display: 'block',
    height: '100%',
    padding: 0,
    overflow: 'hidden',
    textDecoration: 'none',
    color: theme.color.text,
    img: { width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover', display: 'block' },
    div: { padding: 16 },
    h2: { fontSize: '1.05rem', margin: '0 0 6px' },
  },
]);

export default function BlogCategoryEdiPage() {
  const { failed } = useLoaderData<DataOf<typeof loader>>();
  return failed ? <Category posts={noPosts} /> : <LoadedCategory />;
}

const LoadedCategory = () => <Category posts={usePageQuery(blogQueries.list)} />;

function Category({ posts }: { posts: BlogSummary[] }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const pages = Math.ceil(ediCategoryCards.length / CATEGORY_PAGE_SIZE);
  const page = categoryPage(params.get('page'), pages);
  const visible = ediCategoryCards.slice((page - 1) * CATEGORY_PAGE_SIZE, page * CATEGORY_PAGE_SIZE);

  const open = async (item: CategoryCard) => {
    const match = await findArticle(posts, item.title);
    if (!match) {
      // docs/spec.md, "EDI blog category": no match means a console log and no navigation.
      // oxlint-disable-next-line no-console
      console.log(`No article matches "${item.title}"`);
      return;
    }
    void navigate(`/blogs/${match.slug}`, { state: { from: 'EDIBlog' } });
  };
  const onClick = (event: MouseEvent, item: CategoryCard) => {
    event.preventDefault();
    void open(item);
  };
  const onKeyDown = (event: KeyboardEvent, item: CategoryCard) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      void open(item);
    }
  };
  const goTo = (n: number) => {
    void navigate(n === 1 ? '/blog-categories/edi' : `?page=${n}`, { preventScrollReset: true });
    glideTo(listRef.current);
  };

  return (
    <>
      <RouteHead page={page} />
      <PageHero
        eyebrow={ediCategoryCopy.hero.eyebrow}
        title={ediCategoryCopy.hero.title}
        intro={ediCategoryCopy.hero.intro}
        aside={<BlogCategoryVisual />}
      />
      <div ref={listRef} id="articles" css={[container, { paddingTop: 40 }]}>
        <ul css={cardGrid(2)}>
          {visible.map((c, i) => (
            <li key={c.title}>
              {/* Without JavaScript the card searches the blog for its title. */}
              <Link
                to={`/blogs?q=${encodeURIComponent(c.title)}`}
                css={cardLink}
                onClick={(e) => onClick(e, c)}
                onKeyDown={(e) => onKeyDown(e, c)}
              >
                <img
                  src={c.image}
                  alt=""
                  width={1200}
                  height={630}
                  loading={i < FIRST_ROW ? 'eager' : 'lazy'}
                  fetchPriority={i < FIRST_ROW ? 'high' : undefined}
                />
                <div>
                  <h2>{c.title}</h2>
                  <p>{c.description}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
        <nav
          aria-label={blogsCopy.paginationLabel}
          css={{ display: 'flex', gap: 8, justifyContent: 'center', marginTop: 28 }}
        >
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link
              key={n}
              to={n === 1 ? '/blog-categories/edi' : `?page=${n}`}
              preventScrollReset
              aria-current={n === page ? 'page' : undefined}
              aria-label={blogsCopy.pageLabel(n)}
              onClick={(e) => {
                e.preventDefault();
                goTo(n);
              }}
              css={[
                buttonStyles.base,
                {
                  padding: '8px 14px',
                  border: `1px solid ${theme.color.border}`,
                  color: theme.color.text,
                  '&[aria-current="page"]': { background: theme.color.brand, color: '#fff' },
                },
              ]}
            >
              {n}
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}

/** Head copy of the page. */
export const head = () => ediCategoryHead;
