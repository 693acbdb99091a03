import { Suspense } from 'react';
import { data, useLoaderData } from 'react-router-dom';
import { guideAtPath, x12GuideCopy as copy, x12GuideHead } from '../../content/pages/x12-guide';
import { homeCrumb } from '../../content/head';
import { guideIndexNames } from '../../content/pages/index-titles';
import { guideCodePath, guidePath, x12GuideJsonPath, x12GuidePath } from '../../shared/standards';
import { Breadcrumbs } from '../components/reference/breadcrumbs';
import { ContentsList } from '../components/reference/contents-list';
import { breadcrumbList } from '../components/structured-data';
import { usePublicConfig } from '../shell/config-context';
import { ButtonLink } from '../components/button-link';
import { RouteHead } from '../components/route-head';
import { GuideFacts } from '../components/reference/x12-guide-facts';
import { GuideSegments } from '../components/reference/x12-guide-segments';
import { GuideStructure } from '../components/reference/x12-guide-structure';
import { buttonStyles, PageHero, Section } from '../components/ui';
import type { Guide as GuideData } from '../../content/x12-guides/guide-types';
import { referenceQueries } from '../queries/reference-queries';
import { usePageQuery } from '../queries/use-page-query';
import type { DataOf, PageLoader } from '../page-module';

/** Which guide the path names (loader data); the guide itself is a query the page reads. */
export const loader: PageLoader<NonNullable<ReturnType<typeof guideAtPath>>> = async ({
  request,
  queryClient,
  services,
}) => {
  const found = guideAtPath(new URL(request.url).pathname);
  if (!found) throw data(null, { status: 404 });
  await (await queryClient()).ensureQueryData(referenceQueries.x12Guide(services, found.set, found.release));
  return found;
};

export const head = x12GuideHead;

/** The guide's map: its structure, its segments and, where it has them, the hierarchy and totals rules. */
const guideContents = (guide: GuideData) => [
  { id: 'structure', label: copy.structure },
  { id: 'segments', label: copy.segments },
  ...(guide.hierarchy ? [{ id: 'hierarchy', label: copy.hierarchy }] : []),
  ...(guide.counts.length > 0 ? [{ id: 'totals', label: copy.totals }] : []),
];

function Guide({ set, release }: { set: string; release: string }) {
  const guide = usePageQuery((services) => referenceQueries.x12Guide(services, set, release));
  if (!guide) return null;
  // Not `main > section`: the shell skips laying those out until they come near (global-styles.tsx), and a
  // guide is one long section whose anchors the inspector's findings jump to, so it is laid out as a whole.
  return (
    <div>
      <ContentsList items={guideContents(guide)} />
      <GuideFacts guide={guide} />
      <Section id="structure" title={copy.structure} intro={copy.structureIntro}>
        <GuideStructure guide={guide} />
      </Section>
      <Section id="segments" title={copy.segments}>
        <GuideSegments guide={guide} />
      </Section>
    </div>
  );
}

/** One of our implementation guides: what a trading partner's guide shows, and the engine checks. */
export default function X12GuidePage() {
  const { set, title, summary, release, others } = useLoaderData<DataOf<typeof loader>>();
  const { siteUrl } = usePublicConfig();
  const crumbs = [
    { name: homeCrumb, path: '/' },
    { name: guideIndexNames.x12, path: guidePath('x12') },
    { name: set, path: guideCodePath('x12', set) },
    { name: copy.crumb(release), path: x12GuidePath(set, release) },
  ];
  return (
    <>
      <RouteHead structuredData={breadcrumbList(siteUrl, crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHero eyebrow={copy.eyebrow(release)} title={copy.title(set, title)} intro={summary}>
        <a
          href={x12GuideJsonPath(set, release)}
          download={`northwind-${set}-${release}-guide.json`}
          css={[buttonStyles.base, buttonStyles.primary]}
        >
          {copy.download}
        </a>
        <ButtonLink to="/edi-inspector" variant="secondary">
          {copy.check}
        </ButtonLink>
        <ButtonLink to={guideCodePath('x12', set)} variant="secondary">
          {copy.codePage(set)}
        </ButtonLink>
        {others.map((r) => (
          <ButtonLink key={r} to={x12GuidePath(set, r)} variant="secondary">
            {copy.otherRelease(r)}
          </ButtonLink>
        ))}
      </PageHero>
      <Suspense>
        <Guide set={set} release={release} />
      </Suspense>
    </>
  );
}
