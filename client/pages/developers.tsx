import { reconcileApiCopy } from '../../content/inspector/reconcile-api-copy';
import { RouteBreadcrumbs } from '../components/reference/breadcrumbs';
import { CodeBlock } from '../components/reference/code-block';
import { ContentsList } from '../components/reference/contents-list';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';
import { css } from '@emotion/react';
import { developersCopy as copy, developersHead } from '../../content/pages/developers';
import { findingDocs } from '../../shared/edi/rules';
import { ackLevel, findingCodes, type AckMapping } from '../../shared/edi/rules/finding-codes';
import { ButtonLink } from '../components/button-link';
import { RouteHead } from '../components/route-head';
import { buttonStyles, card, PageHero, Section } from '../components/ui';
import { mq, theme } from '../lib/theme';

export const head = () => developersHead;

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

/** What a finding becomes in X12 and in EDIFACT terms: "AK3/IK3, AK304 3 · 999: I4", "UCS, 0085 13". */
function ackCells(ack: AckMapping): { x12: string; edifact: string } {
  const x = ack.x12;
  let x12: string = words.notReported;
  if (x?.element === 'AK905' && x.code === undefined) x12 = words.noX12Code;
  else if (x) {
    const byElement = Object.entries(x.byElement ?? {}).map(([element, code]) => `${element} ${code}`);
    x12 = [
      `${words.x12Places[x.element]} ${byElement.length > 0 ? byElement.join(', ') : (x.code ?? '')}`,
      x.v4010 !== undefined && `${words.release4010}: ${x.v4010 || words.none}`,
      x.ik && `${words.implementation}: ${x.ik}`,
    ]
      .filter(Boolean)
      .join(' · ');
  }
  const level = ackLevel(ack);
  const edifact =
    ack.edifact && level ? `${words.edifactPlaces[level]}, ${words.syntaxError} ${ack.edifact}` : words.notReported;
  return { x12, edifact };
}

/** Where a code goes in an acknowledgment, on its card: "X12 AK3/IK3, AK304 3 · CONTRL UCS, 0085 13". */
const ackText = (ack: AckMapping) => {
  const { x12, edifact } = ackCells(ack);
  const parts = [x12 !== words.notReported && `X12 ${x12}`, edifact !== words.notReported && `CONTRL ${edifact}`];
  return parts.filter(Boolean).join(' \u00b7 ') || copy.noAck;
};

/** Every error code with what it becomes in X12 and EDIFACT acknowledgments (#43). */
function AckCodeTable() {
  const rows = Object.entries(findingCodes).filter(
    ([, def]) => def.severity === 'error' && (def.ack.x12 || def.ack.edifact),
  );
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
        {rows.map(([code, def]) => {
          const cells = ackCells(def.ack);
          return (
            <tr key={code}>
              <td>
                <a href={`#${code}`} css={{ fontFamily: theme.font.mono, fontSize: '.9rem' }}>
                  {code}
                </a>
              </td>
              <td>
                <span css={cellLabel}>{`${words.columns.x12}: `}</span>
                {cells.x12}
              </td>
              <td>
                <span css={cellLabel}>{`${words.columns.edifact}: `}</span>
                {cells.edifact}
              </td>
            </tr>
          );
        })}
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
          <AckCodeTable />
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
            {Object.entries(findingCodes).map(([code, def]) => {
              const doc = findingDocs[code];
              return (
                <section key={code} id={code} aria-labelledby={`${code}-heading`} css={[card, { padding: 16 }]}>
                  <h3 id={`${code}-heading`}>{code}</h3>
                  <p css={{ color: theme.color.muted }}>{`${copy.severity[def.severity]} · ${ackText(def.ack)}`}</p>
                  {doc && (
                    <>
                      <p>
                        <span>{copy.cause}: </span>
                        {doc.cause}
                      </p>
                      <p>
                        <span>{copy.fix}: </span>
                        {doc.fix}
                      </p>
                    </>
                  )}
                </section>
              );
            })}
          </div>
        </Section>
      </div>
    </>
  );
}
