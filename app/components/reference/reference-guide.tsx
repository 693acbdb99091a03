import { css } from '@emotion/react';
import { Search } from '../icon';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useState, type ReactNode } from 'react';
import { guideCopy } from '../../../content/pages/reference-guides';
import { mq, theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { RouteHead } from '../route-head';
import { buttonStyles, card, cardGrid, container, CtaBand, PageHero, Section } from '../ui';
import { filterSearch } from './guide-link';
import { ReferenceModal, type GuideStandard } from './reference-modal';

export interface GuideEntry {
  code: string;
  name: string;
  description: string;
  category: string;
  service?: true;
}

export interface GuideCopy {
  hero: { eyebrow: string; title: string; intro: string };
  subtitle: string;
  count: (n: number, of: number) => string;
  empty: string;
  commonTitle: string;
  common: readonly { code: string; name: string; desc: string }[];
  serviceBadge?: string;
}

interface Props<T extends GuideEntry> {
  standard: GuideStandard;
  path: string;
  entries: readonly T[];
  industries: readonly string[];
  filter: (entries: readonly T[], term: string, industry: string) => T[];
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
const bar = css({ background: '#fff', borderBottom: `1px solid ${theme.color.border}`, padding: '12px 0', [mq.md]: { position: 'sticky', top: HEADER_HEIGHT, zIndex: 10, boxSizing: 'border-box', height: BAR_HEIGHT } });
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
    'thead th': { position: 'sticky', top: HEADER_HEIGHT + BAR_HEIGHT, zIndex: 5, boxShadow: `inset 0 -1px 0 ${theme.color.border}` },
  },
  'th, td': { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${theme.color.border}`, verticalAlign: 'top' },
  th: { background: theme.color.surfaceAlt },
});
// At least 24×24 px: a pointer target of its own line under the code chip.
const detailsLink = css({ display: 'flex', alignItems: 'center', width: 'fit-content', minWidth: 24, minHeight: 24, fontSize: '.8rem', marginTop: 2 });
// Below md each row becomes a block: code and name on one line, description and category beneath.
const stackedRows = css({
  [mq.belowMd]: {
    thead: { display: 'none' },
    tr: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', padding: '12px 0', borderBottom: `1px solid ${theme.color.border}` },
    td: { border: 0, padding: 0 },
    'td:nth-of-type(3), td:nth-of-type(4)': { gridColumn: '1 / -1' },
    'td:nth-of-type(4)': { fontSize: '.85rem', color: theme.color.muted },
  },
});
// The no-JS submit button sits beside the industry select, so hiding it on hydration only widens the select.
const filterForm = css({ display: 'grid', gap: 10, alignItems: 'start', [mq.md]: { gridTemplateColumns: '2fr 1fr' } });

// The code chip is a quick-view button once hydrated and plain text before; both the same size so rows keep their height.
const codeChip = css({ display: 'inline-block', fontFamily: theme.font.mono, fontWeight: 800, fontSize: '.95rem', lineHeight: 1.4, color: theme.color.brand, background: theme.color.brandLight, border: 0, borderRadius: theme.radius.sm, padding: '3px 8px' });
const codeButton = css([codeChip, { cursor: 'pointer', 'html:not([data-hydrated]) &': { display: 'none' } }]);
const codeText = css([codeChip, { 'html[data-hydrated] &': { display: 'none' } }]);
/**
 * A reference guide (spec part 2 §2.4-§2.5): sticky search and industry bar, counter, table whose code
 * cell opens the quick preview and links to the code's own page, empty state, common cards, calls to
 * action. Search and industry live in the URL (?q=&industry=), so a filtered view is linkable.
 */
export function ReferenceGuide<T extends GuideEntry>({ standard, path, entries, industries, filter, copy, extra }: Props<T>) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const [industry, setIndustry] = useState(params.get('industry') ?? 'all');
  const [selected, setSelected] = useState<T | null>(null);
  const results = filter(entries, term, industry);
  // The code pages get the active filters too, so their "Back to the guide" returns to this view.
  const pagePath = (code: string) => `${path}/${code}${filterSearch(term, industry)}`;

  const update = (next: { term?: string; industry?: string }) => {
    const t = next.term ?? term;
    const i = next.industry ?? industry;
    setTerm(t);
    setIndustry(i);
    void navigate(filterSearch(t, i) || '?', { replace: true, preventScrollReset: true });
  };
  const open = (code: string) => setSelected(entries.find((m) => m.code === code) ?? null);

  return (
    <>
      <RouteHead />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} />
      {/* The bar's sticky range: the filters and the table, not the cards and calls to action below. */}
      <div>
      <div css={bar}>
        <search css={container}>
          <form method="get" action={path} onSubmit={(e) => e.preventDefault()} css={filterForm}>
            <div css={{ position: 'relative' }}>
              <label htmlFor={`${standard}-q`} css={fieldStyles.label}>{guideCopy.searchLabel}</label>
              <Search size={18} aria-hidden="true" css={{ position: 'absolute', left: 12, bottom: 13, color: theme.color.muted }} />
              <input id={`${standard}-q`} name="q" type="search" value={term} placeholder={guideCopy.searchPlaceholder} onChange={(e) => update({ term: e.target.value })} css={[fieldStyles.control, { paddingLeft: 38 }]} />
            </div>
            <div css={{ display: 'flex', gap: 10, alignItems: 'end' }}>
              <div css={{ flex: 1 }}>
                <label htmlFor={`${standard}-industry`} css={fieldStyles.label}>{guideCopy.industryLabel}</label>
                <select id={`${standard}-industry`} name="industry" value={industry} onChange={(e) => update({ industry: e.target.value })} css={fieldStyles.control}>
                  <option value="all">{guideCopy.allIndustries}</option>
                  {industries.map((i) => <option key={i} value={i}>{i}</option>)}
                </select>
              </div>
              <button type="submit" css={[buttonStyles.base, buttonStyles.outline, { 'html[data-hydrated] &': { display: 'none' } }]}>{guideCopy.searchLabel}</button>
            </div>
          </form>
          <p aria-live="polite" css={{ margin: '8px 0 0', color: theme.color.muted, fontSize: '.9rem' }}>{copy.count(results.length, entries.length)}</p>
        </search>
      </div>

      {/* No overflow clipping here: it would stop the column headers from sticking. */}
      <section css={[container, { paddingTop: 24 }]} aria-label={copy.hero.title}>
        {results.length === 0 ? (
          <div css={[card, { textAlign: 'center', padding: 40 }]}>
            <p css={{ fontWeight: 700, color: `${theme.color.text} !important`, marginBottom: '14px !important' }}>{copy.empty}</p>
            <Link to={path} replace preventScrollReset onClick={() => { setTerm(''); setIndustry('all'); }} css={[buttonStyles.base, buttonStyles.outline]}>{guideCopy.clearFilters}</Link>
          </div>
        ) : (
          <table css={[table, stackedRows]}>
            <thead>
              <tr><th scope="col">{guideCopy.columns.code}</th><th scope="col">{guideCopy.columns.name}</th><th scope="col">{guideCopy.columns.description}</th><th scope="col">{guideCopy.columns.category}</th></tr>
            </thead>
            <tbody>
              {results.map((m) => (
                <tr key={m.code}>
                  <td css={{ whiteSpace: 'nowrap' }}>
                    <button type="button" css={codeButton} aria-haspopup="dialog" aria-label={guideCopy.quickView(m.code)} onClick={() => open(m.code)}>{m.code}</button>
                    <span css={codeText}>{m.code}</span>
                    <Link to={pagePath(m.code)} css={detailsLink} aria-label={guideCopy.openPage(m.code)}>{guideCopy.details}</Link>
                  </td>
                  <td>{m.name}{m.service && copy.serviceBadge && <span css={{ display: 'inline-block', marginLeft: 6, fontSize: '.75rem', fontWeight: 700, color: theme.color.accentDark }}>{copy.serviceBadge}</span>}</td>
                  <td css={{ color: theme.color.muted }}>{m.description}</td>
                  <td>{m.category}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      </div>

      <Section id="common" title={copy.commonTitle}>
        <ul css={cardGrid(3)}>
          {copy.common.map((c) => (
            <li key={c.code} css={card}>
              <button type="button" css={[codeButton, { fontSize: '1rem' }]} aria-haspopup="dialog" aria-label={guideCopy.quickView(c.code)} onClick={() => open(c.code)}>{c.code}</button>
              <span css={[codeText, { fontSize: '1rem' }]}>{c.code}</span>
              <h3>{c.name}</h3>
              <p>{c.desc}</p>
              <Link to={pagePath(c.code)} css={{ display: 'inline-flex', alignItems: 'center', minHeight: 24, marginTop: 8, fontWeight: 600 }}>{guideCopy.details} →</Link>
            </li>
          ))}
        </ul>
      </Section>

      {extra}

      <CtaBand title={guideCopy.ctaTitle} text={guideCopy.ctaText}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>{guideCopy.getStarted}</Link>
        <Link to="/about-edi-converter" css={[buttonStyles.base, buttonStyles.secondary]}>{guideCopy.tryConverter}</Link>
      </CtaBand>

      {selected && <ReferenceModal standard={standard} code={selected.code} name={selected.name} subtitle={copy.subtitle} onClose={() => setSelected(null)} />}
    </>
  );
}
