import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { converterCopy, type ConversionId } from '../../../content/pages/converter';
import { theme } from '../../lib/theme';
import { ScrollRegion } from '../scroll-region';
import type { ConversionExamples } from './conversion-examples';

const copy = converterCopy.examples;

const mono = css({
  fontFamily: theme.font.mono,
  fontSize: '.8rem',
  lineHeight: 1.55,
  background: theme.color.dark,
  color: '#d7e2f3',
  borderRadius: theme.radius.md,
  padding: 16,
  overflow: 'auto',
  maxHeight: 340,
  margin: 0,
  pre: { margin: 0, font: 'inherit' },
});
const sheet = css({
  borderCollapse: 'collapse',
  fontSize: '.82rem',
  whiteSpace: 'nowrap',
  'th, td': { border: `1px solid ${theme.color.border}`, padding: '4px 8px', textAlign: 'left' },
  th: { background: theme.color.surfaceAlt },
});

/** What each tab shows of the sample's conversion; the other tabs (flat file, database) show none. */
function Output({ id, examples, labelledBy }: { id: ConversionId; examples: ConversionExamples; labelledBy: string }) {
  const text =
    id === 'json'
      ? examples.json
      : id === 'xml'
        ? examples.xml
        : id === 'csv'
          ? examples.csv
          : id === 'reverse'
            ? examples.reverse
            : id === 'api'
              ? copy.api.join('\n')
              : undefined;
  if (text !== undefined)
    return (
      <ScrollRegion css={mono} labelledBy={labelledBy}>
        <pre>{text}</pre>
      </ScrollRegion>
    );
  const [columns = [], ...rows] = examples.sheet;
  return (
    <ScrollRegion labelledBy={labelledBy} css={{ overflow: 'auto' }}>
      <table css={sheet}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((v, c) => (
                <td key={c}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The tabs with an example: those the copy labels. */
const hasExample = (id: ConversionId): id is ConversionId & keyof typeof copy.labels => id in copy.labels;

/** A tab's real conversion of the sample 850, and the ways to convert one's own file. */
export function ConversionExample({ id, examples }: { id: ConversionId; examples: ConversionExamples }) {
  if (!hasExample(id)) return null;
  const heading = `example-${id}`;
  return (
    <figure css={{ margin: '20px 0 0', minWidth: 0 }}>
      <figcaption id={heading} css={{ fontWeight: 700, marginBottom: 8 }}>
        {copy.labels[id]}
      </figcaption>
      <Output id={id} examples={examples} labelledBy={heading} />
      <p css={{ margin: '16px 0 0', display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}>
        <Link to="/edi-inspector?sample=x12-850-005010#result">{copy.tryIt}</Link>
        <Link to="/developers#conversions">{copy.apiReference}</Link>
      </p>
    </figure>
  );
}
