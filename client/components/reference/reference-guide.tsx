import { css, type CSSObject } from '@emotion/react';
import { Search } from '../icon';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  lazy,
  Suspense,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { guideCopy } from '../../../content/pages/reference-guides';
import { mq, theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { GuideVisual } from '../hero/segment-anatomy';
import { RouteHead } from '../route-head';
import { buttonStyles, card, cardGrid, container, CtaBand, PageHero, Section } from '../ui';
import { useHydrated } from '../../hooks/use-hydrated';
import type { GuideData, GuideFilter, GuideRow } from './guide-data';
import { filterSearch } from './guide-link';
import { adoptRows, codeOf, quickViewButton, Row, upgradeRows, type Adopted } from './guide-rows';
import type { StandardId } from '../../../shared/standards';
import { ButtonLink } from '../button-link';
import { SiteLink } from '../site-link';

// The quick preview is not part of the page's first load: it loads once the page is idle (or on first
// use, if that comes sooner), so a first click does not wait for it.
const loadModal = () => import('./reference-modal');
const ReferenceModal = lazy(() => loadModal().then((m) => ({ default: m.ReferenceModal })));

export interface GuideCopy {
  hero: { eyebrow: string; title: string; intro: string };
  subtitle: string;
  count: (n: number, of: number) => string;
  empty: string;
  commonTitle: string;
  common: readonly { code: string; name: string; desc: string }[];
  serviceBadge?: string;
}

interface Props {
  standard: StandardId;
  path: string;
  /** The page's loader data (see guide-data.ts). */
  data: GuideData;
  industries: readonly string[];
  filter: GuideFilter;
  copy: GuideCopy;
  /** Sections between the common cards and the closing call to action. */
  extra?: ReactNode;
}
// The site header's height on wide screens, and the filter bar's fixed height there, so the table
// header can stick right below the bar without measuring anything.
const HEADER_HEIGHT = 108;
const BAR_HEIGHT = 134;
// Sticky under the header on wide screens (on phones it would cover a quarter of the screen). Its
// parent wraps only the bar and the table, so once the table has scrolled past, the bar goes with it.
const bar = css({
  background: '#fff',
  borderBottom: `1px solid ${theme.color.border}`,
  padding: '12px 0',
  [mq.md]: { position: 'sticky', top: HEADER_HEIGHT, zIndex: 10, boxSizing: 'border-box', height: BAR_HEIGHT },
});
// Fixed column widths: an auto table re-flows its columns as the long list streams in. The column
// headers stick below the filter bar (a shadow stands in for the border, which sticky cells lose).
const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '.95rem',
  [mq.md]: {
    tableLayout: 'fixed',
    'th:nth-of-type(1)': { width: 120 },
    'th:nth-of-type(2)': { width: '28%' },
    'th:nth-of-type(4)': { width: 170 },
    'thead th': {
      position: 'sticky',
      top: HEADER_HEIGHT + BAR_HEIGHT,
      zIndex: 5,
      boxShadow: `inset 0 -1px 0 ${theme.color.border}`,
    },
  },
  'th, td': {
    textAlign: 'left',
    padding: '10px 12px',
    borderBottom: `1px solid ${theme.color.border}`,
    verticalAlign: 'top',
  },
  th: { background: theme.color.surfaceAlt },
});
// The code chip is a quick-view button once hydrated and plain text before; both the same size so rows keep their
// height.
const codeText: CSSObject = {
  display: 'inline-block',
  fontFamily: theme.font.mono,
  fontWeight: 800,
  fontSize: '.95rem',
  lineHeight: 1.4,
  color: theme.color.brand,
  background: theme.color.brandLight,
  border: 0,
  borderRadius: theme.radius.sm,
  padding: '3px 8px',
};
const codeButton: CSSObject = { ...codeText, cursor: 'pointer' };
// The rows are styled from the table, not element by element: the browser may adopt them from the
// server's HTML without rendering them, and when it does render them 318 rows need no style props of their own.
const rowStyles = css({
  'td:first-of-type': {
    whiteSpace: 'nowrap',
    '& > button': codeButton,
    '& > code': codeText,
    // At least 24×24 px: a pointer target of its own line under the code chip.
    '& > a': {
      display: 'flex',
      alignItems: 'center',
      width: 'fit-content',
      minWidth: 24,
      minHeight: 24,
      fontSize: '.8rem',
      marginTop: 2,
    },
  },
  'td:nth-of-type(2) > span': {
    display: 'inline-block',
    marginLeft: 6,
    fontSize: '.75rem',
    fontWeight: 700,
    color: theme.color.accentDark,
  },
  'td:nth-of-type(3)': { color: theme.color.muted },
});
// Below md each row becomes a block: code and name on one line, description and category beneath.
// Rows off screen skip layout and paint until scrolled near (a row is about 130 px high there).
const stackedRows = css({
  [mq.belowMd]: {
    thead: { display: 'none' },
    tr: {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr',
      gap: '4px 12px',
      padding: '12px 0',
      borderBottom: `1px solid ${theme.color.border}`,
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 130px',
    },
    td: { border: 0, padding: 0 },
    'td:nth-of-type(3), td:nth-of-type(4)': { gridColumn: '1 / -1' },
    'td:nth-of-type(4)': { fontSize: '.85rem', color: theme.color.muted },
  },
});
// The no-JS submit button sits beside the industry select, so hiding it on hydration only widens the select.
const filterForm = css({ display: 'grid', gap: 10, alignItems: 'start', [mq.md]: { gridTemplateColumns: '2fr 1fr' } });
// One class for the card's code as text and as the button it becomes: the button renders only in the browser, and
// the site stylesheet gathers what server renders use.
const cardCode = css([codeText, { fontSize: '1rem', 'button&': { cursor: 'pointer' } }]);
const detailsLink = css({ display: 'inline-flex', alignItems: 'center', minHeight: 24, marginTop: 8, fontWeight: 600 });

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * A reference guide (docs/spec.md, "Reference guides"): sticky search and industry bar, counter, table whose code
 * cell opens the quick preview and links to the code's own page, empty state, common cards, calls to
 * action. Search and industry live in the URL (?q=&industry=), so a filtered view is linkable.
 *
 * When the hydration data has no entries (guide-data.ts), the table body is the server's: React adopts
 * it without rendering a row, and filtering moves the server's row elements in and out of it.
 */
export function ReferenceGuide({ standard, path, data, industries, filter, copy, extra }: Props) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const [industry, setIndustry] = useState(params.get('industry') ?? 'all');
  const [selected, setSelected] = useState<GuideRow | null>(null);
  const hydrated = useHydrated();
  const body = useRef<HTMLTableSectionElement>(null);
  // Whether the table body is the server's, for the page's lifetime (read once, at hydration).
  const [serverRows] = useState(data.entries === null);
  const [adopted, setAdopted] = useState<Adopted | null>(null);
  const entries = data.entries ?? adopted?.entries ?? null;
  // Before the first filter change an adopted table shows every entry, as the server rendered it.
  const results = useMemo(() => (entries ? filter(entries, term, industry) : null), [entries, filter, term, industry]);
  const shown = results?.length ?? data.total;
  const search = filterSearch(term, industry);
  // The code pages get the active filters too, so their "Back to the guide" returns to this view.
  const pagePath = (code: string) => `${path}/${code}${search}`;

  /** The entries, reading them from the server's rows on first need. */
  const adopt = (): readonly GuideRow[] => {
    if (entries || !body.current) return entries ?? [];
    const read = adoptRows(body.current, data.industries ?? []);
    setAdopted(read);
    return read.entries;
  };

  // Adopted rows: the ones the filters keep, in order, with links that carry the filters. (The table
  // remounts after an empty result: its new, empty body gets them back the same way.)
  useLayoutEffect(() => {
    const el = body.current;
    if (!serverRows || !adopted || !el || !results) return;
    const rows = results.flatMap((r) => adopted.rows.get(r.code) ?? []);
    for (const tr of rows) tr.querySelector('a')?.setAttribute('href', `${path}/${codeOf(tr)}${search}`);
    // Rows already in place stay put (moving one would take the focus from its button).
    if (rows.length !== el.rows.length || rows.some((tr, i) => el.rows[i] !== tr)) el.replaceChildren(...rows);
  }, [serverRows, adopted, results, path, search]);

  const update = (next: { term?: string; industry?: string }) => {
    adopt();
    const t = next.term ?? term;
    const i = next.industry ?? industry;
    setTerm(t);
    setIndustry(i);
    void navigate(filterSearch(t, i) || '?', { replace: true, preventScrollReset: true });
  };
  const open = (code: string) => setSelected(adopt().find((m) => m.code === code) ?? null);

  // One listener for every row's quick-view button and page link (rendered or adopted alike), on the
  // table body of the moment (the table is replaced by the empty state and back).
  const onRowClick = useEffectEvent((e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const row = e.target.closest('tr');
    const code = row && codeOf(row);
    if (!code) return;
    // A code not yet upgraded to its button (upgradeRows runs when the browser is idle) opens the preview too.
    if (e.target.closest('button, code')) open(code);
    else if (e.target.closest('a') && plainClick(e) && !e.defaultPrevented) {
      e.preventDefault();
      void navigate(pagePath(code));
    }
  });
  const tableShown = shown > 0;
  // The server's rows as Row renders them once hydrated, while the browser is idle. (When the table comes back
  // after an empty result, it gets the same row elements back: nothing to redo.)
  useEffect(() => (serverRows && body.current ? upgradeRows(body.current) : undefined), [serverRows]);
  useEffect(() => {
    const load = () => void loadModal();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 2000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    const el = body.current;
    if (!tableShown || !el) return;
    const listener = (e: MouseEvent) => onRowClick(e);
    el.addEventListener('click', listener);
    return () => el.removeEventListener('click', listener);
  }, [tableShown]);

  return (
    <>
      <RouteHead />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<GuideVisual standard={standard} />}
      />
      {/* The bar's sticky range: the filters and the table, not the cards and calls to action below. */}
      <div>
        <div css={bar}>
          <search css={container}>
            <form method="get" action={path} onSubmit={(e) => e.preventDefault()} css={filterForm}>
              <div css={{ position: 'relative' }}>
                <label htmlFor={`${standard}-q`} css={fieldStyles.label}>
                  {guideCopy.searchLabel}
                </label>
                <Search
                  size={18}
                  aria-hidden="true"
                  css={{ position: 'absolute', left: 12, bottom: 13, color: theme.color.muted }}
                />
                <input
                  id={`${standard}-q`}
                  name="q"
                  type="search"
                  value={term}
                  placeholder={guideCopy.searchPlaceholder}
                  onChange={(e) => update({ term: e.target.value })}
                  css={[fieldStyles.control, { paddingLeft: 38 }]}
                />
              </div>
              <div css={{ display: 'flex', gap: 10, alignItems: 'end' }}>
                <div css={{ flex: 1 }}>
                  <label htmlFor={`${standard}-industry`} css={fieldStyles.label}>
                    {guideCopy.industryLabel}
                  </label>
                  <select
                    id={`${standard}-industry`}
                    name="industry"
                    value={industry}
                    onChange={(e) => update({ industry: e.target.value })}
                    css={fieldStyles.control}
                  >
                    <option value="all">{guideCopy.allIndustries}</option>
                    {industries.map((i) => (
                      <option key={i} value={i}>
                        {i}
                      </option>
                    ))}
                  </select>
                </div>
                <button
                  type="submit"
                  css={[buttonStyles.base, buttonStyles.outline, { 'html[data-hydrated] &': { display: 'none' } }]}
                >
                  {guideCopy.searchLabel}
                </button>
              </div>
            </form>
            <p aria-live="polite" css={{ margin: '8px 0 0', color: theme.color.muted, fontSize: '.9rem' }}>
              {copy.count(shown, data.total)}
            </p>
          </search>
        </div>

        {/* No overflow clipping here: it would stop the column headers from sticking. */}
        <section css={[container, { paddingTop: 24 }]} aria-label={copy.hero.title}>
          {!tableShown ? (
            <div css={[card, { textAlign: 'center', padding: 40 }]}>
              <p css={{ fontWeight: 700, color: `${theme.color.text} !important`, marginBottom: '14px !important' }}>
                {copy.empty}
              </p>
              <ButtonLink
                to={path}
                replace
                preventScrollReset
                onClick={() => {
                  setTerm('');
                  setIndustry('all');
                }}
                variant="outline"
              >
                {guideCopy.clearFilters}
              </ButtonLink>
            </div>
          ) : (
            <table css={[table, rowStyles, stackedRows]}>
              <thead>
                <tr>
                  <th scope="col">{guideCopy.columns.code}</th>
                  <th scope="col">{guideCopy.columns.name}</th>
                  <th scope="col">{guideCopy.columns.description}</th>
                  <th scope="col">{guideCopy.columns.category}</th>
                </tr>
              </thead>
              {serverRows ? (
                // Empty here, the server's rows in the page: React keeps what it does not render.
                <tbody ref={body} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
              ) : (
                <tbody ref={body}>
                  {results?.map((row) => (
                    <Row
                      key={row.code}
                      row={row}
                      href={pagePath(row.code)}
                      hydrated={hydrated}
                      serviceBadge={copy.serviceBadge}
                    />
                  ))}
                </tbody>
              )}
            </table>
          )}
        </section>
      </div>

      <Section id="common" title={copy.commonTitle}>
        <ul css={cardGrid(3)}>
          {copy.common.map((c) => (
            <li key={c.code} css={card}>
              {hydrated ? (
                <button css={cardCode} {...quickViewButton(c.code)} onClick={() => open(c.code)}>
                  {c.code}
                </button>
              ) : (
                <code css={cardCode}>{c.code}</code>
              )}
              <h3>{c.name}</h3>
              <p>{c.desc}</p>
              <SiteLink to={pagePath(c.code)} css={detailsLink}>
                {guideCopy.details} →
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>

      {extra}

      <CtaBand title={guideCopy.ctaTitle} text={guideCopy.ctaText}>
        <ButtonLink to="/contact" variant="primary">
          {guideCopy.getStarted}
        </ButtonLink>
        <ButtonLink to="/about-edi-converter" variant="secondary">
          {guideCopy.tryConverter}
        </ButtonLink>
      </CtaBand>

      {selected && (
        <Suspense>
          <ReferenceModal
            standard={standard}
            code={selected.code}
            name={selected.name}
            subtitle={copy.subtitle}
            onClose={() => setSelected(null)}
          />
        </Suspense>
      )}
    </>
  );
}
