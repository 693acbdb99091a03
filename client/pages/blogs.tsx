import { css } from '@emotion/react';
import { useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import { BLOG_PAGE_SIZE, blogsCopy as copy } from '../../content/pages/blogs';
import { blogsHead } from '../../content/pages/index-heads';
import { normaliseSearch, type BlogSummary } from '../../shared/blog';
import { blogQueries } from '../queries/blog-queries';
import { usePageQuery } from '../queries/use-page-query';
import { theme } from '../lib/theme';
import type { PageLoader, DataOf } from '../page-module';
import { BlogCard, FIRST_ROW } from '../components/blog/blog-card';
import { BlogsVisual } from '../components/hero/blogs-visual';
import { RouteHead } from '../components/route-head';
import { glideTo } from '../components/scroll';
import { buttonStyles, card, cardGrid, container, PageHero } from '../components/ui';
import { SearchForm } from '../components/search-form';
import { ButtonLink } from '../components/button-link';

/** The list, loaded before render; a failing source becomes the spec's error text, not an error page. */
export const loader: PageLoader<{ failed: boolean }> = async ({ queryClient, services }) => {
  try {
    await (await queryClient()).ensureQueryData(blogQueries.list(services));
    return { failed: false };
  } catch {
    return { failed: true };
  }
};

const pageButton = css([
  buttonStyles.base,
  {
    padding: '8px 14px',
    background: '#fff',
    border: `1px solid ${theme.color.border}`,
    color: theme.color.text,
    '&[aria-current="page"]': { background: theme.color.brand, color: '#fff', borderColor: theme.color.brand },
    '&[aria-disabled="true"]': { opacity: 0.45, pointerEvents: 'none' },
  },
]);

/** Blog list (docs/spec.md, "Blog list"): the list's query, or the error text when its source failed. */
export default function BlogsPage() {
  const { failed } = useLoaderData<DataOf<typeof loader>>();
  return failed ? <BlogList posts={[]} failed /> : <LoadedList />;
}

const LoadedList = () => <BlogList posts={usePageQuery(blogQueries.list)} failed={false} />;

/** Search and page live in the URL (?q=&page=), so views are linkable. */
function BlogList({ posts, failed }: { posts: BlogSummary[]; failed: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const listRef = useRef<HTMLElement>(null);
  // A page change brings the top of the new page's cards into view.
  const toList = () => glideTo(listRef.current);
  const query = normaliseSearch(term);
  const matches = query ? posts.filter((p) => normaliseSearch(p.title).includes(query)) : posts;
  const pages = Math.max(1, Math.ceil(matches.length / BLOG_PAGE_SIZE));
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isInteger(requested) && requested >= 1 && requested <= pages ? requested : 1;
  const visible = matches.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);
  const hrefFor = (p: number, q = term) => {
    const search = new URLSearchParams();
    if (q) search.set('q', q);
    if (p > 1) search.set('page', String(p));
    const s = search.toString();
    return s ? `?${s}` : '/blogs';
  };
  // A new search always starts again at page 1.
  const search = (next: string) => {
    setTerm(next);
    void navigate(hrefFor(1, next), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      {/* Each page of the unfiltered list is its own document; searches point back to the list. */}
      <RouteHead page={query ? 1 : page} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={posts.length > 0 ? <BlogsVisual posts={posts} /> : undefined}
      >
        <SearchForm
          action="/blogs"
          id="blog-q"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={term}
          onChange={search}
          clearLabel={copy.clearButton}
        />
      </PageHero>

      <section ref={listRef} id="articles" css={[container, { paddingTop: 40 }]} aria-label={copy.hero.title}>
        {failed ? (
          <p role="alert" css={[card, { textAlign: 'center' }]}>
            {copy.failed}
          </p>
        ) : posts.length === 0 ? (
          <div css={[card, { textAlign: 'center' }]}>
            <h2 css={{ margin: '0 0 6px' }}>{copy.emptyTitle}</h2>
            <p css={{ margin: 0, color: theme.color.muted }}>{copy.emptyText}</p>
          </div>
        ) : (
          <>
            {query && (
              <p aria-live="polite" css={{ margin: '0 0 16px', color: theme.color.muted }}>
                {copy.found(matches.length)}
              </p>
            )}
            {matches.length === 0 ? (
              <div css={[card, { textAlign: 'center' }]}>
                <h2 css={{ margin: '0 0 6px' }}>{copy.noMatchTitle}</h2>
                <p css={{ margin: '0 0 16px', color: theme.color.muted }}>{copy.noMatchText(term)}</p>
                <ButtonLink to="/blogs" replace preventScrollReset onClick={() => setTerm('')} variant="outline">
                  {copy.clearSearch}
                </ButtonLink>
              </div>
            ) : (
              <ul css={cardGrid(3)}>
                {visible.map((p, i) => (
                  <li key={p.id}>
                    <BlogCard post={p} eager={i < FIRST_ROW} />
                  </li>
                ))}
              </ul>
            )}
            {matches.length > BLOG_PAGE_SIZE && (
              <nav
                aria-label={copy.paginationLabel}
                css={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center', marginTop: 28 }}
              >
                <Link
                  to={hrefFor(page - 1)}
                  preventScrollReset
                  css={pageButton}
                  aria-disabled={page === 1}
                  tabIndex={page === 1 ? -1 : undefined}
                  onClick={toList}
                >
                  {copy.previous}
                </Link>
                {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
                  <Link
                    key={n}
                    to={hrefFor(n)}
                    preventScrollReset
                    css={pageButton}
                    aria-current={n === page ? 'page' : undefined}
                    aria-label={copy.pageLabel(n)}
                    onClick={toList}
                  >
                    {n}
                  </Link>
                ))}
                <Link
                  to={hrefFor(page + 1)}
                  preventScrollReset
                  css={pageButton}
                  aria-disabled={page === pages}
                  tabIndex={page === pages ? -1 : undefined}
                  onClick={toList}
                >
                  {copy.next}
                </Link>
              </nav>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** Head copy of the page. */
export const head = () => blogsHead;
