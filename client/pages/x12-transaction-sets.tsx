import { useLoaderData } from 'react-router-dom';
import { x12GuideHead } from '../../content/pages/index-heads';
import { x12GuideCopy as copy } from '../../content/pages/reference-guides';
import type { DataOf, PageLoader } from '../page-module';
import { filterX12 } from '../lib/reference-filters';
import { dehydrateGuide, guideData, guideShouldRevalidate, type GuideData } from '../components/reference/guide-data';
import { ReferenceGuide } from '../components/reference/reference-guide';

/** The 318 sets: loaded with the data, never part of the page's chunk (guide-data.ts). */
export const loader: PageLoader<GuideData> = async ({ request }) => {
  const { x12TransactionSets } = await import('../../content/reference-guides/x12');
  return guideData(x12TransactionSets, request, filterX12);
};
export const dehydrate = dehydrateGuide;
export const shouldRevalidate = guideShouldRevalidate;

/** X12 005010 guide (docs/spec.md, "X12 guide"). */
export default function X12TransactionSetsPage() {
  return (
    <ReferenceGuide
      standard="x12"
      path="/resources/x12-transaction-sets"
      data={useLoaderData<DataOf<typeof loader>>()}
      industries={copy.industries}
      filter={filterX12}
      copy={copy}
    />
  );
}

/** Head copy of the page. */
export const head = () => x12GuideHead;
