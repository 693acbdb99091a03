import { css } from '@emotion/react';
import { ChevronDown } from '../components/icon';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import { faqCategories, faqCopy as copy, faqHead } from '../../content/pages/faq';
import { searchFaq } from '../lib/faq-search';
import { theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { FaqVisual } from '../components/hero/faq-visual';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { card, cardGrid, container, CtaBand, iconBadge, PageHero } from '../components/ui';
import { SearchForm } from '../components/search-form';
import { ButtonLink } from '../components/button-link';

const row = css({
  borderTop: `1px solid ${theme.color.border}`,
  summary: {
    listStyle: 'none',
    cursor: 'pointer',
    display: 'flex',
    justifyContent: 'space-between',
    gap: 16,
    padding: '16px 18px',
    fontWeight: 700,
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: theme.color.surfaceAlt },
  },
  'summary svg': { flex: 'none', transition: 'transform .15s' },
  '&[open] summary svg': { transform: 'rotate(180deg)' },
  p: { margin: 0, padding: '0 18px 18px', color: theme.color.muted },
});

const faqPageJsonLd = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faqCategories.flatMap((c) =>
    c.questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  ),
};

/** FAQ (docs/spec.md, "FAQ"). The search term lives in ?q=, so a search is linkable and works without JavaScript. */
export default function FaqPage() {
  const { demoUrl } = usePublicConfig();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const results = searchFaq(faqCategories, term);
  // While searching, the results follow the search box (on phones the category grid alone is a screen
  // and more), and the grid's full counts would contradict them; the result headings carry the counts.
  const searching = term.trim() !== '';
  const update = (next: string) => {
    setTerm(next);
    void navigate(next ? `?q=${encodeURIComponent(next)}` : '?', { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <RouteHead structuredData={faqPageJsonLd} />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} aside={<FaqVisual />}>
        <SearchForm
          action="/faq"
          id="faq-q"
          label={copy.searchLabel}
          placeholder={copy.searchPlaceholder}
          value={term}
          onChange={update}
        />
      </PageHero>

      {!searching && (
        <section css={[container, { paddingTop: 48 }]} aria-labelledby="browse-heading">
          <h2 id="browse-heading" css={{ margin: '0 0 18px' }}>
            {copy.browseTitle}
          </h2>
          <ul css={cardGrid(4)}>
            {faqCategories.map((c) => (
              <li key={c.id}>
                <a
                  href={`#${c.id}`}
                  css={[
                    card,
                    { display: 'flex', gap: 12, alignItems: 'center', textDecoration: 'none', color: theme.color.text },
                  ]}
                >
                  <span css={iconBadge}>
                    <Icon name={c.icon} />
                  </span>
                  <span>
                    <strong css={{ display: 'block' }}>{c.name}</strong>
                    <small css={{ color: theme.color.muted }}>{copy.questionsCount(c.questions.length)}</small>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div css={[container, { paddingTop: 32 }]} aria-live="polite">
        {results.length === 0 ? (
          <div css={[card, { textAlign: 'center', padding: 40 }]}>
            <p css={{ fontWeight: 700, color: `${theme.color.text} !important`, marginBottom: '14px !important' }}>
              {copy.noResults(term)}
            </p>
            <ButtonLink to="/faq" replace preventScrollReset onClick={() => setTerm('')} variant="outline">
              {copy.clearSearch}
            </ButtonLink>
          </div>
        ) : (
          results.map((c) => (
            <section key={c.id} id={c.id} aria-labelledby={`${c.id}-heading`} css={{ marginTop: 32 }}>
              <h2 id={`${c.id}-heading`} css={{ margin: '0 0 12px' }}>
                {c.name}{' '}
                <span
                  css={{ color: theme.color.muted, fontWeight: 500, fontSize: '1rem' }}
                >{`(${copy.questionsCount(c.questions.length)})`}</span>
              </h2>
              <div
                css={{
                  border: `1px solid ${theme.color.border}`,
                  borderRadius: theme.radius.md,
                  background: '#fff',
                  '& > details:first-of-type': { borderTop: 0 },
                }}
              >
                {c.questions.map((q) => (
                  <details key={q.id} id={`q-${q.id}`} css={row}>
                    <summary>
                      {q.question}
                      <ChevronDown size={18} aria-hidden="true" />
                    </summary>
                    <p>{q.answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))
        )}
      </div>

      <CtaBand title={copy.closing.title} text={copy.closing.text}>
        <ButtonLink to="/contact" variant="primary">
          {copy.closing.contact}
        </ButtonLink>
        <ButtonLink to={demoUrl} variant="secondary" newTab>
          {copy.closing.demo}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => faqHead;
