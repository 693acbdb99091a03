import { css } from '@emotion/react';
import { ArrowLeft } from '../components/icon';
import { Suspense } from 'react';
import { data, Link, redirect, useLoaderData } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import { guideListing } from '../../content/x12-guides/guide-list';
import { edifactGuideCopy, guideCopy, x12GuideCopy } from '../../content/pages/reference-guides';
import type { CodeContext, GuideEntryData } from '../lib/reference-relations';
import { mq } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import type { PageLoader, DataOf } from '../page-module';
import { ExternalLink } from '../components/external-link';
import { CodeContextMain, factList, RelatedCodes } from '../components/reference/code-context';
import { InspectLink } from '../components/reference/inspect-link';
import { MessageStructureTable } from '../components/reference/message-structure';
import { referenceQueries } from '../queries/reference-queries';
import { usePageQuery } from '../queries/use-page-query';
import { CodeVisual } from '../components/hero/segment-anatomy';
import { homeCrumb } from '../../content/head';
import { PageHead } from '../components/page-head';
import { Breadcrumbs } from '../components/reference/breadcrumbs';
import { filterSearch } from '../components/reference/guide-link';
import { breadcrumbList } from '../components/structured-data';
import { card, container, CtaBand, PageHero } from '../components/ui';
import { ButtonLink } from '../components/button-link';
import { codePath, guideCodePath } from '../../shared/code-pages';
import {
  guidePath,
  isStandardId,
  standardAt,
  x12GuidePath,
  type PerStandard,
  type StandardId,
} from '../../shared/standards';

// From lg the facts are a column beside the text (flows, counterpart), sticky under the header, instead of a
// 640 px card above a 760 px text that left the right 40 % of a 1280 px screen empty (#47 screenshots); the
// related cards below take the whole width.
const columns = css({
  [mq.lg]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 320px',
    gap: 48,
    alignItems: 'start',
    '& > dl': {
      gridColumn: 2,
      gridRow: 1,
      position: 'sticky',
      top: 128,
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: 2,
      dd: { margin: '0 0 10px' },
    },
    '& > div': { gridColumn: 1, gridRow: 1 },
  },
});

/** Each standard's guide copy and how this page names it (paths from shared/standards.ts). */
const guides: PerStandard<{
  path: string;
  copy: typeof x12GuideCopy | typeof edifactGuideCopy;
  label: string;
  keyword: string;
}> = {
  x12: { path: guidePath('x12'), copy: x12GuideCopy, label: 'X12 005010', keyword: 'EDI' },
  edifact: { path: guidePath('edifact'), copy: edifactGuideCopy, label: 'EDIFACT D.96A', keyword: 'EDIFACT' },
};

interface CodePage {
  standard: StandardId;
  entry: GuideEntryData;
  context: CodeContext;
  /** An EDIFACT message with a structure but no directory page (CONTRL): the page shows its tree. */
  hasStructure: boolean;
}

/**
 * One code of either guide with its flows, counterpart and related codes; unknown codes are 404, other
 * spellings 301, and a code whose one page is elsewhere (an EDIFACT message: its D.96A directory page) 301. The guides' entries and relations load here, with the data: the page's chunk has none.
 */
export const loader: PageLoader<CodePage> = async ({ params, request, queryClient, services }) => {
  const standard = standardAt(new URL(request.url).pathname)?.id;
  if (!isStandardId(standard)) throw data(null, { status: 404 });
  const guide = guides[standard];
  const code = (params['code'] ?? '').toUpperCase();
  const { codeContext, guideEntry } = await import('../lib/reference-relations');
  const entry = guideEntry(standard, code);
  if (!entry) throw data(null, { status: 404 });
  // One page per fact (#47): an EDIFACT message's page is its D.96A directory page, which shows all of this.
  const canonical = codePath(standard, code);
  if (canonical !== guideCodePath(standard, code)) throw redirect(canonical, 301);
  if (params['code'] !== code) throw redirect(`${guide.path}/${code}`, 301); // one canonical spelling
  const context = codeContext(standard, code);
  if (!context) throw data(null, { status: 404 });
  const hasStructure =
    standard === 'edifact' &&
    (await (await queryClient()).ensureQueryData(referenceQueries.structure(services, code))) !== null;
  return { standard, entry, context, hasStructure } satisfies CodePage;
};

/** The segment table, from the structure's query. */
function Structure({ code }: { code: string }) {
  const structure = usePageQuery((services) => referenceQueries.structure(services, code));
  return structure ? <MessageStructureTable structure={structure} /> : null;
}

/** A crawlable page per code (the guide's dialog stays the quick preview). */
export default function ReferenceCodePage() {
  const { standard, entry, context, hasStructure } = useLoaderData<DataOf<typeof loader>>();
  const { siteUrl, referenceUrls } = usePublicConfig();
  const [params] = useSearchParams();
  const guide = guides[standard];
  // The guide hands its active filters over, so going back shows the same filtered list.
  const back = `${guide.path}${filterSearch(params.get('q') ?? '', params.get('industry') ?? 'all')}`;
  const path = `${guide.path}/${entry.code}`;
  const link = (referenceUrls[standard] ?? '').replace('{code}', encodeURIComponent(entry.code));
  const copy = guideCopy.codePage;
  // Our own implementation guides, where we publish one for this set (content/x12-guides/guide-list.ts).
  const guideReleases = standard === 'x12' ? (guideListing(entry.code)?.releases ?? []) : [];
  const crumbs = [
    { name: homeCrumb, path: '/' },
    { name: guide.copy.hero.title, path: guide.path },
    { name: entry.code, path },
  ];
  return (
    <>
      <PageHead
        title={`${entry.code}: ${entry.name} | ${guide.label} | Northwind EDI`}
        description={`${entry.code} (${entry.name}): ${entry.description}`}
        keywords={[entry.code, `${guide.keyword} ${entry.code}`, entry.name, guide.label]}
        canonical={path}
        structuredData={breadcrumbList(siteUrl, crumbs)}
      />
      <Breadcrumbs crumbs={crumbs} />
      <PageHero
        eyebrow={guide.copy.subtitle}
        title={`${entry.code}: ${entry.name}`}
        intro={entry.description}
        aside={<CodeVisual standard={standard} code={entry.code} flow={context.flows[0]} />}
      >
        <ButtonLink to={back} variant="secondary">
          <ArrowLeft size={18} aria-hidden="true" /> {copy.back}
        </ButtonLink>
        <InspectLink code={entry.code} />
      </PageHero>
      <section css={[container, { paddingTop: 40 }]} aria-label={entry.code}>
        <div css={columns}>
          <dl css={[card, factList]}>
            <dt>{copy.category}</dt>
            <dd>{entry.category}</dd>
            <dt>{copy.industry}</dt>
            <dd>{entry.industry}</dd>
            <dt>{copy.usage}</dt>
            <dd>{entry.usage}</dd>
            {guideReleases.length > 0 && (
              <>
                <dt>{copy.guide}</dt>
                <dd css={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px' }}>
                  {guideReleases.map((release) => (
                    <Link key={release} to={x12GuidePath(entry.code, release)}>
                      {copy.guideRelease(release)}
                    </Link>
                  ))}
                </dd>
              </>
            )}
            {/* Another site only where we have no page of our own (no guide, no structure of ours). */}
            {guideReleases.length === 0 && !hasStructure && (
              <>
                <dt>{copy.external}</dt>
                <dd>
                  <ExternalLink href={link}>{new URL(link).host}</ExternalLink>
                </dd>
              </>
            )}
          </dl>
          <div>
            {hasStructure && (
              <Suspense>
                <Structure code={entry.code} />
              </Suspense>
            )}
            <CodeContextMain context={context} />
          </div>
        </div>
        <RelatedCodes context={context} />
      </section>
      <CtaBand title={guideCopy.ctaTitle} text={guideCopy.ctaText}>
        <ButtonLink to="/contact" variant="primary">
          {guideCopy.getStarted}
        </ButtonLink>
        <ButtonLink to="/about-edi-converter" variant="secondary">
          {guideCopy.tryConverter}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
