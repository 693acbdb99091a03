import { RouteBreadcrumbs } from '../components/reference/breadcrumbs';
import { CodeBlock } from '../components/reference/code-block';
import { ContentsList } from '../components/reference/contents-list';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/edi-json-path';
import { css } from '@emotion/react';
import { developersCopy as copy, developersHead, findingDocs } from '../../content/pages/developers';
import { findingCodes, type AckMapping } from '../../shared/edi/finding-codes';
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

/** Where a code goes in an acknowledgment: AK304 5, or CONTRL 0085 35. */
const ackText = (ack: AckMapping) =>
  [ack.x12 && `X12 ${ack.x12.element} ${ack.x12.code}`, ack.edifact && `CONTRL 0085 ${ack.edifact}`]
    .filter(Boolean)
    .join(' · ') || copy.noAck;

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
  { id: 'conversions', label: copy.conversion },
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
        <Section id="conversions" title={copy.conversion} intro={copy.conversionIntro}>
          <div css={{ maxWidth: 900, marginBottom: 16 }}>
            <CodeBlock code={copy.conversionExamples.join('\n')} label={copy.conversion} preCss={pre} />
          </div>
          <p>
            {copy.conversionSchema} <a href={EDI_JSON_SCHEMA_PATH}>{EDI_JSON_SCHEMA_PATH}</a>.
          </p>
          <ParameterTable rows={copy.convertParameterRows} />
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
