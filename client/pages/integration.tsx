import { css } from '@emotion/react';
import { Check, CircleCheck } from '../components/icon';
import { data, useLoaderData } from 'react-router-dom';
import { integrationModules } from '../../content/integration-pages';
import type { IntegrationContent } from '../../content/integration-pages/types';
import { integrationHead, integrations } from '../../content/integration-details';
import type { IntegrationSlug } from '../../content/integrations';
import { integrationTemplateCopy as copy, solutionTemplateCopy } from '../../content/pages/solution';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import type { PageLoader, DataOf } from '../page-module';
import { SystemDiagram } from '../components/hero/hero-visuals';
import { RouteHead } from '../components/route-head';
import { breadcrumbList, service } from '../components/structured-data';
import { card, cardGrid, CtaBand, PageHero, Section } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const isSlug = (slug: string): slug is IntegrationSlug => slug in integrationModules;

type ShownIntegration = Omit<IntegrationContent, 'integrationTime'>;

/** The integration's content as loader data, less integrationTime: that stays data only, never sent. */
export const loader: PageLoader<ShownIntegration> = async ({ request }) => {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const { integrationTime: _dataOnly, ...shown } = (await integrationModules[slug]()).default;
  return shown satisfies ShownIntegration;
};

const list = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 10,
  [mq.md]: { gridTemplateColumns: '1fr 1fr' },
  li: { display: 'flex', gap: 10 },
});

/** Integration template (docs/spec.md, "Integration pages"). */
export default function IntegrationPage() {
  const i = useLoaderData<DataOf<typeof loader>>();
  // Renamed: a field called useCases reads like a hook to the linter.
  const { useCases: cases } = i;
  const { siteUrl, demoUrl } = usePublicConfig();
  const path = `/integrations/${i.slug}`;
  const structuredData = [
    service(siteUrl, {
      name: `${i.erpFullName} Integration`,
      description: i.description,
      path,
      serviceType: `${i.erpName} EDI and API integration`,
    }),
    breadcrumbList(siteUrl, [
      { name: solutionTemplateCopy.breadcrumbHome, path: '/' },
      { name: `${i.erpName} Integration`, path },
    ]),
  ];

  return (
    <>
      <RouteHead structuredData={structuredData} />
      <PageHero
        eyebrow={copy.eyebrow}
        title={`${i.erpFullName} Integration`}
        intro={i.description}
        aside={<SystemDiagram system={i.erpName} color={i.logoColor} versions={i.supportedVersions} />}
      >
        <ButtonLink to="/contact" variant="primary">
          {copy.startIntegration}
        </ButtonLink>
        <ButtonLink to={demoUrl} variant="secondary" newTab>
          {copy.scheduleDemo}
        </ButtonLink>
      </PageHero>

      <Section id="why" title={copy.whyTitle(i.erpName)}>
        <ul css={cardGrid(i.features.length >= 4 ? 4 : 3)}>
          {i.features.map((f) => (
            <li key={f.title} css={[card, { borderTop: `4px solid ${i.logoColor}` }]}>
              <h3 css={{ marginTop: '0 !important' }}>{f.title}</h3>
              <p>{f.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="benefits" title={copy.benefitsTitle}>
        <ul css={list}>
          {i.benefits.map((b) => (
            <li key={b}>
              <Check size={18} color="#2e7d32" aria-hidden="true" css={{ flex: 'none', marginTop: 3 }} />
              {b}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="versions" title={copy.versionsTitle}>
        <ul css={list}>
          {i.supportedVersions.map((v) => (
            <li key={v} css={[card, { padding: '12px 16px' }]}>
              <CircleCheck
                size={18}
                color={theme.color.brand}
                aria-hidden="true"
                css={{ flex: 'none', marginTop: 3 }}
              />
              {v}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="use-cases" title={copy.casesTitle}>
        <ul css={cardGrid(cases.length >= 4 ? 4 : 3)}>
          {cases.map((u) => (
            <li key={u} css={card}>
              <p css={{ color: `${theme.color.text} !important`, fontWeight: 600 }}>{u}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.cta.title(i.erpName)} text={copy.cta.text}>
        <ButtonLink to={demoUrl} variant="primary" newTab>
          {copy.scheduleDemo}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {copy.startIntegration}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the integration page at a path. */
export function head(path: string) {
  const summary = integrations.find((x) => path === `/integrations/${x.slug}`);
  return summary && integrationHead(summary);
}
