import { useLoaderData } from 'react-router-dom';
import { edifactGuideHead } from '../../content/pages/index-heads';
import { edifactGuideCopy as copy } from '../../content/pages/reference-guides';
import { edifactIndustries } from '../../content/reference-guides/edifact-industries';
import type { DataOf, PageLoader } from '../page-module';
import { filterEdifact } from '../lib/reference-filters';
import { mq, theme } from '../lib/theme';
import { dehydrateGuide, guideData, guideShouldRevalidate, type GuideData } from '../components/reference/guide-data';
import { ReferenceGuide } from '../components/reference/reference-guide';
import { Section } from '../components/ui';

/** The 126 messages: loaded with the data, never part of the page's chunk (guide-data.ts). */
export const loader: PageLoader<GuideData> = async ({ request }) => {
  const { edifactMessages } = await import('../../content/reference-guides/edifact');
  return guideData(edifactMessages, request, filterEdifact);
};
export const dehydrate = dehydrateGuide;
export const shouldRevalidate = guideShouldRevalidate;

// On phones each aspect becomes a block with both standards under it: three columns of long text would not fit.
const table = {
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': {
    textAlign: 'left',
    verticalAlign: 'top',
    padding: '10px 12px',
    borderBottom: `1px solid ${theme.color.border}`,
  },
  'thead th': { background: theme.color.surfaceAlt },
  [mq.belowMd]: {
    thead: { display: 'none' },
    'tr, th, td': { display: 'block' },
    'tbody th': { background: theme.color.surfaceAlt, borderBottom: 0 },
    td: { overflowWrap: 'anywhere' },
    'td::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontWeight: 700,
      fontSize: '.85rem',
      color: theme.color.muted,
    },
  },
} as const;

/** EDIFACT D.96A guide (docs/spec.md, "EDIFACT guide"): the shared guide plus the EDIFACT vs X12 table. */
export default function EdifactMessagesPage() {
  return (
    <ReferenceGuide
      standard="edifact"
      path="/resources/edifact-messages"
      data={useLoaderData<DataOf<typeof loader>>()}
      industries={edifactIndustries}
      filter={filterEdifact}
      copy={copy}
      extra={
        <Section id="differences" title={copy.differencesTitle}>
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead>
                <tr>
                  {copy.differencesHead.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {copy.differences.map(([aspect, edifact, x12]) => (
                  <tr key={aspect}>
                    <th scope="row">{aspect}</th>
                    <td data-label={copy.differencesHead[1]}>{edifact}</td>
                    <td data-label={copy.differencesHead[2]}>{x12}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Section>
      }
    />
  );
}

/** Head copy of the page. */
export const head = () => edifactGuideHead;
