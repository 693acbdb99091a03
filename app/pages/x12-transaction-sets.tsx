import { x12GuideHead } from '../../content/pages/index-heads';
import { x12GuideCopy as copy } from '../../content/pages/reference-guides';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { filterX12 } from '../lib/reference-filters';
import { ReferenceGuide } from '../components/reference/reference-guide';

/** X12 005010 guide (spec part 2 §2.4). */
export default function X12TransactionSetsPage() {
  return (
    <ReferenceGuide
      standard="x12"
      path="/resources/x12-transaction-sets"
      entries={x12TransactionSets}
      industries={copy.industries}
      filter={filterX12}
      copy={copy}
    />
  );
}

/** Head copy of the page. */
export const head = () => x12GuideHead;
