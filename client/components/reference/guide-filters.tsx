// A reference guide's filter bar: the search field, the industry select, the no-JS submit button and the counter.
import { css } from '@emotion/react';
import { guideCopy } from '../../../content/pages/reference-guides';
import type { StandardId } from '../../../shared/standards';
import { mq, theme } from '../../lib/theme';
import { fieldStyles } from '../form-field';
import { SearchField } from '../form-field';
import { buttonStyles, container } from '../ui';

// The site header's height on wide screens, and the filter bar's fixed height there, so the table
// header can stick right below the bar without measuring anything.
export const HEADER_HEIGHT = 108;
export const BAR_HEIGHT = 134;
// Sticky under the header on wide screens (on phones it would cover a quarter of the screen). Its
// parent wraps only the bar and the table, so once the table has scrolled past, the bar goes with it.
const bar = css({
  background: '#fff',
  borderBottom: `1px solid ${theme.color.border}`,
  padding: '12px 0',
  [mq.md]: { position: 'sticky', top: HEADER_HEIGHT, zIndex: 10, boxSizing: 'border-box', height: BAR_HEIGHT },
});
// The no-JS submit button sits beside the industry select, so hiding it on hydration only widens the select.
const filterForm = css({ display: 'grid', gap: 10, alignItems: 'start', [mq.md]: { gridTemplateColumns: '2fr 1fr' } });

export interface FilterChange {
  term?: string;
  industry?: string;
}

interface Props {
  standard: StandardId;
  /** The guide's path: where the form submits without JavaScript (?q=&industry=). */
  path: string;
  industries: readonly string[];
  term: string;
  industry: string;
  onChange: (next: FilterChange) => void;
  /** The counter's text ("Showing 12 of 318 …"). */
  count: string;
}

/** The bar over the guide's table; with JavaScript the table follows every change and submitting does nothing. */
export function GuideFilters({ standard, path, industries, term, industry, onChange, count }: Props) {
  return (
    <div css={bar}>
      <search css={container}>
        <form method="get" action={path} onSubmit={(e) => e.preventDefault()} css={filterForm}>
          <SearchField
            id={`${standard}-q`}
            label={guideCopy.searchLabel}
            placeholder={guideCopy.searchPlaceholder}
            value={term}
            onChange={(next) => onChange({ term: next })}
          />
          <div css={{ display: 'flex', gap: 10, alignItems: 'end' }}>
            <div css={{ flex: 1 }}>
              <label htmlFor={`${standard}-industry`} css={fieldStyles.label}>
                {guideCopy.industryLabel}
              </label>
              <select
                id={`${standard}-industry`}
                name="industry"
                value={industry}
                onChange={(e) => onChange({ industry: e.target.value })}
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
          {count}
        </p>
      </search>
    </div>
  );
}
