import { edifactGuideCopy as copy } from '../../content/pages/reference-guides';
import { edifactIndustries, edifactMessages } from '../../content/reference-guides/edifact';
import { filterEdifact } from '../../shared/reference-filters';
import { theme } from '../../shared/theme';
import { ReferenceGuide } from '../components/reference/reference-guide';
import { Section } from '../components/ui';

const table = { width: '100%', borderCollapse: 'collapse', 'th, td': { textAlign: 'left', padding: '10px 12px', borderBottom: `1px solid ${theme.color.border}` }, 'thead th': { background: theme.color.surfaceAlt } } as const;

/** EDIFACT D.96A guide (spec part 2 §2.5): the shared guide plus the EDIFACT vs X12 table. */
export default function EdifactMessagesPage() {
  return (
    <ReferenceGuide
      standard="edifact"
      path="/resources/edifact-messages"
      entries={edifactMessages}
      industries={edifactIndustries}
      filter={filterEdifact}
      copy={copy}
      extra={
        <Section id="differences" title={copy.differencesTitle}>
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead><tr>{copy.differencesHead.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
              <tbody>{copy.differences.map(([aspect, edifact, x12]) => <tr key={aspect}><th scope="row">{aspect}</th><td>{edifact}</td><td>{x12}</td></tr>)}</tbody>
            </table>
          </div>
        </Section>
      }
    />
  );
}
