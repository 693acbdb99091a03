import { css } from '@emotion/react';
import { data, useLoaderData } from 'react-router-dom';
import { solutionTemplateCopy as copy } from '../../content/pages/solution';
import { solutionModules } from '../../content/solution-pages';
import type { SolutionContent, Transaction } from '../../content/solution-pages/types';
import { solutionHead, solutions } from '../../content/solution-details';
import type { SolutionSlug } from '../../content/solutions';
import { mq, theme, whiteTint } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import type { PageLoader, DataOf } from '../page-module';
import { StepFlow } from '../components/hero/hero-visuals';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { StepList } from '../components/step-list';
import { breadcrumbList, service } from '../components/structured-data';
import { card, cardGrid, CheckList, CtaBand, iconBadge, PageHero, Section, threeFromMd } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const isSlug = (slug: string): slug is SolutionSlug => slug in solutionModules;

/** The solution's content module, delivered as loader data (so it arrives inside the HTML). */
export const loader: PageLoader<SolutionContent> = async ({ request }) => {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  if (!isSlug(slug)) throw data(null, { status: 404 });
  return (await solutionModules[slug]()).default;
};

const capability = css({
  background: whiteTint(theme.hero.panelTint),
  border: '1px solid rgba(255,255,255,.25)',
  borderRadius: theme.radius.lg,
  padding: 24,
  h2: { fontSize: '1.1rem', margin: '0 0 14px', color: '#fff' },
});
// '10+ Endpoints' is words, not a figure: smaller type in a wider column, on the figures' line height.
const capabilityList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
  gridTemplateColumns: '1fr 1fr 1.7fr',
  textAlign: 'center',
  strong: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '2.6rem',
    fontSize: '1.9rem',
    lineHeight: 1.2,
    color: '#fff',
  },
  'li:last-of-type strong': { fontSize: '1.2rem' },
  span: { fontSize: '.85rem', color: theme.hero.intro },
});
const code = css({
  fontFamily: theme.font.mono,
  fontWeight: 700,
  color: theme.color.brand,
  background: theme.color.brandLight,
  borderRadius: theme.radius.sm,
  padding: '2px 8px',
  fontSize: '.95rem',
});

function Transactions({ items }: { items: Transaction[] }) {
  return (
    <ul css={cardGrid(3)}>
      {items.map((t) => (
        <li key={t.code} css={[card, { padding: 18 }]}>
          <span css={code}>{t.code}</span>
          <h3 css={{ fontSize: '1.02rem !important' }}>{t.name}</h3>
          <p>{t.description}</p>
        </li>
      ))}
    </ul>
  );
}

/** Solution template (docs/spec.md, "Solution pages"): sections in the spec's order, counts computed from the data. */
export default function SolutionPage() {
  const s = useLoaderData<DataOf<typeof loader>>();
  // Renamed: a field called useCases reads like a hook to the linter.
  const { useCases: cases } = s;
  const { siteUrl, demoUrl } = usePublicConfig();
  const path = `/solutions/${s.slug}`;
  const structuredData = [
    service(siteUrl, {
      name: s.solutionName,
      description: s.description,
      path,
      serviceType: 'EDI and API integration',
    }),
    breadcrumbList(siteUrl, [
      { name: copy.breadcrumbHome, path: '/' },
      { name: s.solutionName, path },
    ]),
  ];

  return (
    <>
      <RouteHead structuredData={structuredData} />
      <PageHero
        eyebrow={s.tagline}
        title={s.solutionName}
        intro={s.description}
        gradient={s.heroGradient}
        aside={
          <div>
            <div css={capability}>
              <h2>{copy.capabilityTitle}</h2>
              <ul css={capabilityList}>
                <li>
                  <strong>{s.ediX12Transactions.length}</strong>
                  <span>{copy.x12Label}</span>
                </li>
                <li>
                  <strong>{s.edifactTransactions.length}</strong>
                  <span>{copy.edifactLabel}</span>
                </li>
                <li>
                  <strong>{copy.endpoints(s.apiEndpoints.length)}</strong>
                  <span>{copy.endpointsLabel}</span>
                </li>
              </ul>
            </div>
            <StepFlow steps={s.processSteps} />
          </div>
        }
      >
        <ButtonLink to="/contact" variant="primary">
          {copy.startIntegration}
        </ButtonLink>
      </PageHero>

      <Section id="process" title={copy.process.title} intro={copy.process.intro}>
        <StepList steps={s.processSteps.map((p) => ({ title: p.title, text: p.description }))} />
      </Section>

      <Section id="x12" title={copy.x12.title} intro={copy.x12.intro}>
        <Transactions items={s.ediX12Transactions} />
      </Section>

      <Section id="edifact" title={copy.edifact.title} intro={copy.edifact.intro}>
        <Transactions items={s.edifactTransactions} />
      </Section>

      <Section id="api" title={copy.api.title} intro={copy.api.intro}>
        <ul css={{ listStyle: 'none', padding: 0, margin: '0 0 18px', display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {copy.api.facts.map((f) => (
            <li
              key={f.label}
              css={{
                background: theme.color.surfaceAlt,
                borderRadius: theme.radius.pill,
                padding: '6px 14px',
                fontSize: '.9rem',
              }}
            >
              <strong>{f.label}:</strong> {f.value}
            </li>
          ))}
        </ul>
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 8,
            [mq.md]: { gridTemplateColumns: '1fr 1fr' },
          }}
        >
          {s.apiEndpoints.map((e) => (
            <li
              key={e}
              css={{
                display: 'flex',
                gap: 10,
                alignItems: 'center',
                border: `1px solid ${theme.color.border}`,
                borderRadius: theme.radius.sm,
                padding: '8px 12px',
                background: '#fff',
                minWidth: 0,
              }}
            >
              <span
                css={{
                  fontFamily: theme.font.mono,
                  fontSize: '.75rem',
                  fontWeight: 800,
                  color: '#fff',
                  background: '#2e7d32',
                  borderRadius: 4,
                  padding: '2px 6px',
                }}
              >
                POST
              </span>
              <code css={{ fontFamily: theme.font.mono, fontSize: '.9rem', overflowWrap: 'anywhere' }}>{e}</code>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={copy.benefits.title}>
        <CheckList items={s.benefits} />
        {/* Figures are short: two per row on phones too, as in the stat bands (one per row made four tall cards). */}
        <ul css={[cardGrid(4), { marginTop: 24, [mq.belowSm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }]}>
          {copy.stats.map((stat) => (
            <li key={stat.label} css={[card, { textAlign: 'center' }]}>
              <strong css={{ display: 'block', fontSize: '1.7rem', color: theme.color.brand }}>{stat.value}</strong>
              <span css={{ color: theme.color.muted }}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="use-cases" title={copy.useCases.title}>
        <ul css={cardGrid(cases.length >= 4 ? 4 : 3)}>
          {cases.map((u) => (
            <li key={u.title} css={card}>
              <span css={iconBadge}>
                <Icon name={u.icon} />
              </span>
              <h3>{u.title}</h3>
              <p>{u.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      {s.industries && (
        <Section id="industries" title={copy.industries.title}>
          <ul css={[cardGrid(3), s.industries.length === 3 && threeFromMd]}>
            {s.industries.map((i) => (
              <li key={i.name} css={card}>
                <span css={iconBadge}>
                  <Icon name={i.icon} />
                </span>
                <h3>{i.name}</h3>
                <p>{i.description}</p>
                <p css={{ marginTop: '8px !important', color: `${theme.color.text} !important`, fontStyle: 'italic' }}>
                  {i.useCase}
                </p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {s.technicalFeatures && (
        <Section id="technical" title={copy.technical.title}>
          <CheckList items={s.technicalFeatures} />
        </Section>
      )}

      <CtaBand title={copy.cta.title} text={copy.cta.text}>
        <ButtonLink to={demoUrl} variant="primary" newTab>
          {copy.cta.scheduleDemo}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the solution page at a path. */
export function head(path: string) {
  const summary = solutions.find((x) => path === `/solutions/${x.slug}`);
  return summary && solutionHead(summary);
}
