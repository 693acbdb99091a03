import { RouteBreadcrumbs } from './breadcrumbs';
import { lazy, Suspense, type ReactNode } from 'react';
import { guideCopy } from '../../../content/pages/reference-guides';
import type { StandardId } from '../../../shared/standards';
import { ButtonLink } from '../button-link';
import { GuideVisual } from '../hero/guide-visual';
import { RouteHead } from '../route-head';
import { CtaBand, PageHero } from '../ui';
import { GuideCommon } from './guide-common';
import type { GuideData, GuideFilter } from './guide-data';
import { GuideFilters } from './guide-filters';
import { GuideTable } from './guide-table';
import { loadModal, useGuideState } from './use-guide-state';

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

/**
 * A reference guide (docs/spec.md, "Reference guides"): sticky search and industry bar, counter, table whose code
 * cell opens the quick preview and links to the code's own page, empty state, common cards, calls to
 * action. Search and industry live in the URL (?q=&industry=), so a filtered view is linkable; the state,
 * and the adoption of the server's rows, is use-guide-state.ts.
 */
export function ReferenceGuide({ standard, path, data, industries, filter, copy, extra }: Props) {
  const guide = useGuideState({ path, data, filter });
  const { selected } = guide;

  return (
    <>
      <RouteHead />
      <RouteBreadcrumbs />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<GuideVisual standard={standard} />}
      />
      {/* The bar's sticky range: the filters and the table, not the cards and calls to action below. */}
      <div>
        <GuideFilters
          standard={standard}
          path={path}
          industries={industries}
          term={guide.term}
          industry={guide.industry}
          onChange={guide.update}
          count={copy.count(guide.shown, data.total)}
        />
        <GuideTable
          path={path}
          label={copy.hero.title}
          body={guide.body}
          serverRows={guide.serverRows}
          results={guide.results}
          shown={guide.tableShown}
          pagePath={guide.pagePath}
          hydrated={guide.hydrated}
          serviceBadge={copy.serviceBadge}
          empty={copy.empty}
          onClear={guide.clear}
        />
      </div>

      <GuideCommon
        title={copy.commonTitle}
        items={copy.common}
        hydrated={guide.hydrated}
        onOpen={guide.open}
        pagePath={guide.pagePath}
      />

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
            onClose={guide.close}
          />
        </Suspense>
      )}
    </>
  );
}
