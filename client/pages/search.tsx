import { css } from '@emotion/react';
import { Link, useLoaderData, useNavigation } from 'react-router-dom';
import { searchCopy as copy, searchHead } from '../../content/search/search-copy';
import { MAX_QUERY_LENGTH } from '../../shared/search/search-text';
import type { SearchHit, SearchResults } from '../../shared/search/search-types';
import { resultSections, shownCode } from '../../shared/search/result-groups';
import { mq, theme } from '../lib/theme';
import { PageHead } from '../components/page-head';
import { buttonStyles, container } from '../components/ui';
import { Marked, markStyle } from '../components/search/marked';
import { SiteForm } from '../components/site-form';
import type { DataOf, PageLoader } from '../page-module';
import { searchQuery } from '../queries/search-queries';
import { usePageQuery } from '../queries/use-page-query';

/** Results a page shows; ?page=2 shows the next ones of the same ranking. */
const PER_PAGE = 50;
/** Pages beyond the server's MAX_OFFSET (1,000 results) are the last one. */
const MAX_PAGE = 21;

interface SearchPageData {
  /** The query as the visitor gave it (cut to what was searched). */
  q: string;
  /** Which page of results, from 1. */
  page: number;
  /** It was longer than MAX_QUERY_LENGTH. */
  cut: boolean;
  /** The query as sent to the search (its results are the query `searchQuery(raw, offset)`). */
  raw: string;
  offset: number;
}

/** Results of `?q=`, on the server per request (never kept: a query string bypasses the page cache). */
export const loader: PageLoader<SearchPageData> = async ({ request, queryClient, services }) => {
  const params = new URL(request.url).searchParams;
  const raw = params.get('q') ?? '';
  // A page number the visitor typed: digits only, within bounds, else the first page.
  const wanted = /^\d{1,3}$/.test(params.get('page') ?? '') ? Number(params.get('page')) : 1;
  const page = Math.min(Math.max(1, wanted), MAX_PAGE);
  const offset = (page - 1) * PER_PAGE;
  await (await queryClient()).ensureQueryData(searchQuery(services, raw, offset));
  return { q: raw.slice(0, MAX_QUERY_LENGTH), page, cut: raw.length > MAX_QUERY_LENGTH, raw, offset };
};

export const head = () => searchHead;

const pageStyle = css([container, { padding: '32px 16px 64px', [mq.md]: { padding: '48px 16px 80px' } }]);
const form = css({ display: 'flex', gap: 8, flexWrap: 'wrap', maxWidth: 720, margin: '16px 0 8px' });
const field = css({
  flex: '1 1 16rem',
  minWidth: 0,
  minHeight: 48,
  padding: '10px 14px',
  fontSize: '1rem',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
});
const muted = css({ color: theme.color.muted });
const groupList = css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 14 });
const hitStyle = css([
  markStyle,
  {
    a: { fontWeight: 700, fontSize: '1.05rem' },
    p: { margin: '2px 0 0', color: theme.color.muted, overflowWrap: 'anywhere' },
  },
]);
const codeStyle = css({
  fontFamily: theme.font.mono,
  fontSize: '.8rem',
  marginLeft: 8,
  padding: '1px 6px',
  borderRadius: 4,
  background: theme.color.surfaceAlt,
});
const pager = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  marginTop: 32,
  a: { display: 'inline-block', minHeight: 44, lineHeight: '44px', padding: '0 16px', fontWeight: 700 },
});
const suggestions = css({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', padding: 0, listStyle: 'none' });

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li css={hitStyle}>
      <Link to={hit.url}>
        <Marked text={hit.title} terms={hit.terms} />
      </Link>
      {shownCode(hit) && <span css={codeStyle}>{shownCode(hit)}</span>}
      {hit.detail && (
        <p>
          <Marked text={hit.detail} terms={hit.terms} />
        </p>
      )}
    </li>
  );
}

/** The site search (issue 34): works without JavaScript, shareable, noindex. */
export default function SearchPage() {
  const { q, page, cut, raw, offset } = useLoaderData<DataOf<typeof loader>>();
  const results: SearchResults = usePageQuery((services) => searchQuery(services, raw, offset));
  const busy = useNavigation().state === 'loading';
  const shown = results.hits.length;
  const sections = resultSections(results, page === 1);
  const from = (page - 1) * PER_PAGE + 1;
  const to = from + shown - 1;
  const pageUrl = (n: number) => `/search?q=${encodeURIComponent(results.query)}${n > 1 ? `&page=${n}` : ''}`;
  return (
    <section css={pageStyle} aria-busy={busy}>
      <PageHead
        title={q ? copy.title(q) : searchHead.title}
        description={searchHead.description}
        canonical="/search"
        noIndex
      />
      <h1 css={{ margin: 0 }}>{results.query ? copy.resultsHeading(results.query) : copy.heading}</h1>
      <search>
        <SiteForm method="get" action="/search" css={form}>
          <label htmlFor="search-page-q" css={{ flexBasis: '100%', fontWeight: 700 }}>
            {copy.label}
          </label>
          <input
            key={q}
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={copy.placeholder}
            autoComplete="off"
            css={field}
          />
          <button type="submit" css={[buttonStyles.base, buttonStyles.primary]}>
            {copy.submit}
          </button>
        </SiteForm>
      </search>
      {cut && <p css={muted}>{copy.cut(MAX_QUERY_LENGTH)}</p>}
      {!results.query ? (
        <p css={muted}>{copy.empty}</p>
      ) : shown === 0 ? (
        <div>
          <p>{copy.none(results.query)}</p>
          <p css={muted}>{copy.noneHint}</p>
          <ul css={suggestions}>
            {copy.suggestions.map((s) => (
              <li key={s.href}>
                <Link to={s.href}>{s.title}</Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <p css={muted}>{copy.count(from, to, results.total)}</p>
          {sections.map((group) => (
            <section key={group.id} aria-labelledby={`results-${group.id}`} css={{ marginTop: 28 }}>
              <h2 id={`results-${group.id}`} css={{ fontSize: '1.2rem', margin: '0 0 12px' }}>
                {group.label} <span css={[muted, { fontWeight: 400 }]}>({group.hits.length})</span>
              </h2>
              <ol css={groupList}>
                {group.hits.map((hit) => (
                  <Hit key={hit.id} hit={hit} />
                ))}
              </ol>
            </section>
          ))}
          {(page > 1 || to < results.total) && (
            <nav aria-label={copy.pages} css={pager}>
              {page > 1 && <Link to={pageUrl(page - 1)}>{copy.previous}</Link>}
              {to < results.total && page < MAX_PAGE && <Link to={pageUrl(page + 1)}>{copy.next}</Link>}
            </nav>
          )}
        </>
      )}
    </section>
  );
}
