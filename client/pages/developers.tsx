import { reconcileApiCopy } from '../../content/inspector/reconcile-api-copy';
import { RouteBreadcrumbs } from '../components/reference/breadcrumbs';
import { CodeBlock } from '../components/reference/code-block';
import { ContentsList } from '../components/reference/contents-list';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';
import { css } from '@emotion/react';
import { queryOptions } from '@tanstack/react-query';
import { developersCopy as copy, developersHead } from '../../content/pages/developers';
import type { FindingRow } from '../../shared/reference/finding-rows';
import type { PageLoader, PageServices } from '../page-module';
import { embedded } from '../queries/embed';
import { usePageQuery } from '../queries/use-page-query';
import { ButtonLink } from '../components/button-link';
import { RouteHead } from '../components/route-head';
import { buttonStyles, card, PageHero, Section } from '../components/ui';
import { mq, theme } from '../lib/theme';

export const head = () => developersHead;

/**
 * The finding codes' rows, built from the rule registry where it is (the server; after a client-side navigation
 * the registry's own chunk): its definitions carry every rule's check. The query is this page's alone, here and
 * not in client/queries/, whose small modules join the query library's chunk every data page loads.
 */
const findingRowsQuery = ({ findingRows }: PageServices) =>
  queryOptions({ queryKey: ['finding-rows'], queryFn: findingRows, meta: embedded });

/** The finding codes' rows are the page's data (in its HTML), not its code. */
export const loader: PageLoader<null> = async ({ queryClient, services }) => {
  await (await queryClient()).ensureQueryData(findingRowsQuery(services));
  return null;
};

const pre = css({
  margin: '6px 0 0',
  padding: '12px 14px',
  background: theme.color.dark,
  color: theme.color.onDark,
  borderRadius: theme.radius.md,
  overflowX: 'auto',
  fontFamily: theme.font.mono,
  fontSize: '.9rem',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
const list = css({ margin: 0, paddingLeft: 20, display: 'grid', gap: 8, maxWidth: 820 });
const table = css({
  borderCollapse: 'collapse',
  'th, td': { textAlign: 'left', padding: '8px 12px', borderBottom: `1px solid ${theme.color.border}` },
  th: { background: theme.color.surfaceAlt },
});
/** The parameters: a table from md up; below, each parameter a block (name and values, then what it does). */
const parameterTable = css({
  [mq.belowMd]: {
    thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    'tr, td': { display: 'block' },
    tr: { padding: '10px 0', borderBottom: `1px solid ${theme.color.border}` },
    td: { border: 0, padding: '2px 0' },
    'td:first-of-type': { fontWeight: 700 },
    'td:nth-of-type(2)': { color: theme.color.muted },
  },
});
const codeList = css({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  h3: { margin: '0 0 6px', fontSize: '1.05rem', fontFamily: theme.font.mono, overflowWrap: 'anywhere' },
  p: { margin: '4px 0 0' },
  'p span': { fontWeight: 700 },
});

const words = copy.ackTable;
/** Below md the table's rows are blocks: each cell says which column it is. */
const cellLabel = css({ fontWeight: 700, [mq.md]: { display: 'none' } });

/** Every error code with what it becomes in X12 and EDIFACT acknowledgments (#43). */
function AckCodeTable({ rows }: { rows: readonly FindingRow[] }) {
  return (
    <table css={[table, parameterTable]}>
      <thead>
        <tr>
          <th scope="col">{words.columns.code}</th>
          <th scope="col">{words.columns.x12}</th>
          <th scope="col">{words.columns.edifact}</th>
        </tr>
      </thead>
      <tbody>
        {rows
          .filter((row) => row.acknowledged)
          .map((row) => (
            <tr key={row.code}>
              <td>
                <a href={`#${row.code}`} css={{ fontFamily: theme.font.mono, fontSize: '.9rem' }}>
                  {row.code}
                </a>
              </td>
              <td>
                <span css={cellLabel}>{`${words.columns.x12}: `}</span>
                {row.x12}
              </td>
              <td>
                <span css={cellLabel}>{`${words.columns.edifact}: `}</span>
                {row.edifact}
              </td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}

/** A table of query parameters: from md up a table; below, each parameter a block. */
function ParameterTable({ rows }: { rows: readonly { name: string; values: string; effect: string }[] }) {
  return (
    <table css={[table, parameterTable]}>
      <thead>
        <tr>
          <th scope="col">{copy.parameterColumns.name}</th>
          <th scope="col">{copy.parameterColumns.values}</th>
          <th scope="col">{copy.parameterColumns.effect}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.name}>
            <td>
              <code>{p.name}</code>
            </td>
            <td>{p.values}</td>
            <td>{p.effect}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The page's sections, in order: its contents list. */
const contents = [
  { id: 'quick-start', label: copy.quickStart },
  { id: 'parameters', label: copy.parameters },
  { id: 'acknowledgments', label: copy.acknowledgment },
  { id: 'acknowledgment-codes', label: words.title },
  { id: 'conversions', label: copy.conversion },
  { id: 'reconciliation', label: reconcileApiCopy.heading },
  { id: 'limits', label: copy.limits },
  { id: 'response', label: copy.response },
  { id: 'errors', label: copy.errors },
  { id: 'finding-codes', label: copy.codes },
];

/** The EDI API for developers: examples, limits, errors and every finding code (each with its anchor). */
export default function DevelopersPage() {
  const rows = usePageQuery(findingRowsQuery);
  return (
    <>
      <RouteHead />
      <RouteBreadcrumbs />
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <a href="/api/openapi.json" css={[buttonStyles.base, buttonStyles.primary]}>
          {copy.openapi}
        </a>
        <ButtonLink to="/edi-inspector" variant="secondary">
          {copy.inspector}
        </ButtonLink>
      </PageHero>
      <div>
        <ContentsList items={contents} />
        <Section id="quick-start" title={copy.quickStart} intro={copy.quickIntro}>
          <div css={{ display: 'grid', gap: 16, maxWidth: 900 }}>
            {copy.examples.map((e) => (
              <figure key={e.label} css={{ margin: 0 }}>
                <figcaption css={{ fontWeight: 700 }}>{e.label}</figcaption>
                <CodeBlock code={e.code} label={e.label} preCss={pre} />
              </figure>
            ))}
          </div>
        </Section>
        <Section id="parameters" title={copy.parameters} intro={copy.parametersIntro}>
          <ParameterTable rows={copy.parameterRows} />
        </Section>
        <Section id="acknowledgments" title={copy.acknowledgment} intro={copy.acknowledgmentIntro}>
          <div css={{ maxWidth: 900, marginBottom: 16 }}>
            <CodeBlock code={copy.acknowledgmentExample} label={copy.acknowledgment} preCss={pre} />
          </div>
          <ParameterTable rows={copy.ackParameterRows} />
        </Section>
        <Section id="acknowledgment-codes" title={words.title} intro={words.intro}>
          <AckCodeTable rows={rows} />
        </Section>
        <Section id="conversions" title={copy.conversion} intro={copy.conversionIntro}>
          <div css={{ maxWidth: 900, marginBottom: 16 }}>
            <CodeBlock code={copy.conversionExamples.join('\n')} label={copy.conversion} preCss={pre} />
          </div>
          <p>
            {copy.conversionSchema} <a href={EDI_JSON_SCHEMA_PATH}>{EDI_JSON_SCHEMA_PATH}</a>.
          </p>
          <ParameterTable rows={copy.convertParameterRows} />
        </Section>
        <Section id="reconciliation" title={reconcileApiCopy.heading} intro={reconcileApiCopy.intro}>
          <div css={{ maxWidth: 900, marginBottom: 16 }}>
            <CodeBlock code={reconcileApiCopy.example} label={reconcileApiCopy.heading} preCss={pre} />
          </div>
          <ParameterTable rows={reconcileApiCopy.parameterRows} />
          <p>{reconcileApiCopy.flags}</p>
        </Section>
        <Section id="limits" title={copy.limits}>
          <ul css={list}>
            {copy.limitItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section id="response" title={copy.response}>
          <ul css={list}>
            {copy.responseItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
        <Section id="errors" title={copy.errors} intro={copy.errorIntro}>
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">{copy.statusColumn}</th>
                <th scope="col">{copy.meaningColumn}</th>
              </tr>
            </thead>
            <tbody>
              {copy.statuses.map((s) => (
                <tr key={s.status}>
                  <td>{s.status}</td>
                  <td>{s.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
        <Section id="finding-codes" title={copy.codes} intro={copy.codesIntro}>
          <div css={codeList}>
            {rows.map(({ code, severity, ack, cause, fix }) => (
              <section key={code} id={code} aria-labelledby={`${code}-heading`} css={[card, { padding: 16 }]}>
                <h3 id={`${code}-heading`}>{code}</h3>
                <p css={{ color: theme.color.muted }}>{`${copy.severity[severity]} · ${ack}`}</p>
                <p>
                  <span>{copy.cause}: </span>
                  {cause}
                </p>
                <p>
                  <span>{copy.fix}: </span>
                  {fix}
                </p>
              </section>
            ))}
          </div>
        </Section>
      </div>
    </>
  );
}
