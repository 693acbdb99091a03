import { css } from '@emotion/react';
import { Check, CircleCheck } from '../components/icon';
import { Link, useActionData, useLoaderData, useNavigate } from 'react-router-dom';
import { useSearchParams } from '../hooks/use-search-params';
import { inspectorLinks } from '../../content/inspector/links';
import {
  converterCopy as copy,
  heroSample,
  sample850,
  type ConversionId,
  converterHead,
} from '../../content/pages/converter';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { RegistrationModal } from '../components/converter/registration-modal';
import { leadFormAction } from '../lib/lead-form-action';
import type { LeadActionData } from '../../shared/lead-types';
import { CodeSample } from '../components/hero/hero-visuals';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { Tabs } from '../components/tabs';
import { card, cardGrid, CtaBand, iconBadge, PageHero, Section, StatBand } from '../components/ui';
import { visuallyHidden } from '../components/visually-hidden';
import { ScrollRegion } from '../components/scroll-region';
import { StepList } from '../components/step-list';
import { ButtonLink } from '../components/button-link';
import { ConversionExample } from '../components/converter/conversion-example';
import type { ConversionExamples } from '../components/converter/conversion-examples';
import type { DataOf, PageLoader } from '../page-module';

/** Both calls to action open the registration dialog; as links they also work without JavaScript. */
function RegisterLink({ label }: { label: string }) {
  return (
    <ButtonLink to="?register=1" replace preventScrollReset aria-haspopup="dialog" variant="primary">
      {label}
    </ButtonLink>
  );
}

/** Registration posted without JavaScript: 303 to the confirmation, or the dialog again with messages. */
export const action = leadFormAction('registration', '/about-edi-converter?registered=1');

const mono = css({
  fontFamily: theme.font.mono,
  fontSize: '.82rem',
  lineHeight: 1.6,
  background: theme.color.dark,
  color: '#d7e2f3',
  borderRadius: theme.radius.md,
  padding: 16,
  overflow: 'auto',
  margin: 0,
  pre: { margin: 0, font: 'inherit' },
});
const subList = css({ margin: '6px 0 16px', paddingLeft: 20, li: { marginBottom: 4 } });

/** The sample 850's conversions, made by the engine (loaded on demand: it stays out of the first load). */
export const loader: PageLoader<ConversionExamples> = async () =>
  (await import('../components/converter/conversion-examples')).conversionExamples('');

/** The examples are fixed: a tab's ?conversion= or the registration's query changes nothing in them. */
export const shouldRevalidate = () => false;

export default function ConverterPage() {
  const examples = useLoaderData<DataOf<typeof loader>>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const serverResult = useActionData<LeadActionData>();
  const registered = params.get('registered') === '1';
  const open = params.get('register') === '1' || registered || serverResult !== undefined;
  const closeHref = '/about-edi-converter';
  const { siteUrl } = usePublicConfig();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: 'Northwind EDI Free Converter',
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web',
    description: copy.hero.intro,
    url: `${siteUrl}/about-edi-converter`,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    publisher: { '@id': `${siteUrl}/#organization` },
  };

  return (
    <>
      <RouteHead structuredData={structuredData} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<CodeSample {...heroSample} output={examples.hero} />}
      >
        <RegisterLink label={copy.hero.tryNow} />
        <ButtonLink to="/contact" variant="secondary">
          {copy.hero.learnMore}
          <span css={visuallyHidden}>{copy.hero.learnMoreContext}</span>
        </ButtonLink>
        <ButtonLink to="/edi-inspector" variant="secondary">
          {inspectorLinks.converterHero}
        </ButtonLink>
      </PageHero>

      <StatBand label={copy.hero.statsLabel} stats={copy.hero.stats} />

      <Section id="features" title={copy.features.title}>
        <ul css={cardGrid(4)}>
          {copy.features.items.map((f) => (
            <li key={f.title} css={card}>
              <span css={iconBadge}>
                <Icon name={f.icon} />
              </span>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="conversions" title={copy.explorer.title}>
        <Tabs<ConversionId>
          label={copy.explorer.label}
          param="conversion"
          anchor="conversions"
          tabs={copy.explorer.types}
          defaultTab="json"
        >
          {(id) => {
            const t = copy.explorer.types.find((x) => x.id === id) ?? copy.explorer.types[0];
            if (!t) return null;
            return (
              <div
                css={[card, { display: 'grid', gap: 8, [mq.lg]: { gridTemplateColumns: '1fr 1fr' }, columnGap: 32 }]}
              >
                <div>
                  <h3 css={{ marginTop: '0 !important' }}>{copy.explorer.labels.description}</h3>
                  <p>{t.description}</p>
                  <h3>{copy.explorer.labels.howItWorks}</h3>
                  <ol css={subList}>
                    {t.howItWorks.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h3 css={{ marginTop: '0 !important' }}>{copy.explorer.labels.benefits}</h3>
                  <ul css={subList}>
                    {t.benefits.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                  <h3>{copy.explorer.labels.useCases}</h3>
                  <ul css={subList}>
                    {t.useCases.map((u) => (
                      <li key={u}>{u}</li>
                    ))}
                  </ul>
                </div>
                <div css={{ minWidth: 0, [mq.lg]: { gridColumn: '1 / -1' } }}>
                  <ConversionExample id={t.id} examples={examples} />
                </div>
              </div>
            );
          }}
        </Tabs>
      </Section>

      <Section id="popular" title={copy.popular.title} intro={copy.popular.intro}>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 10 }}>
          {copy.popular.items.map((p) => (
            <li key={p.code} css={[card, { padding: '10px 14px' }]}>
              <strong css={{ fontFamily: theme.font.mono, color: theme.color.brand, marginRight: 8 }}>{p.code}</strong>
              {p.name}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="validation" title={copy.validation.title} intro={copy.validation.intro}>
        <div css={{ display: 'grid', gap: 20, [mq.lg]: { gridTemplateColumns: '1fr 1fr' } }}>
          <div css={{ minWidth: 0 }}>
            <h3 id="sample-input" css={{ margin: '0 0 8px' }}>
              {copy.validation.inputLabel}
            </h3>
            <ScrollRegion css={mono} labelledBy="sample-input">
              <pre>{sample850}</pre>
            </ScrollRegion>
          </div>
          <div css={{ minWidth: 0 }}>
            <h3 css={{ margin: '0 0 8px' }}>{copy.validation.resultLabel}</h3>
            <ul css={{ listStyle: 'none', padding: 0, margin: '0 0 12px', display: 'grid', gap: 6 }}>
              {copy.validation.checks.map((c) => (
                <li key={c} css={{ display: 'flex', gap: 8 }}>
                  <CircleCheck size={18} color="#2e7d32" aria-hidden="true" css={{ flex: 'none', marginTop: 3 }} />
                  {c}
                </li>
              ))}
            </ul>
            <p css={{ fontWeight: 700, color: '#1b5e20', margin: '0 0 12px' }}>{copy.validation.summary}</p>
            <p css={{ margin: '0 0 16px' }}>
              <Link to="/edi-inspector?sample=x12-850-005010#result">{inspectorLinks.converterExample}</Link>
            </p>
            <h3 id="sample-output" css={{ margin: '0 0 8px' }}>
              {copy.validation.outputLabel}
            </h3>
            <ScrollRegion css={[mono, { maxHeight: 260 }]} labelledBy="sample-output">
              <pre>{examples.hero}</pre>
            </ScrollRegion>
          </div>
        </div>
      </Section>

      <Section id="scenarios" title={copy.scenarios.title}>
        <ul css={cardGrid(3)}>
          {copy.scenarios.items.map((s) => (
            <li key={s.title} css={card}>
              <h3 css={{ marginTop: '0 !important' }}>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="reasons" title={copy.reasons.title}>
        <ul css={cardGrid(4)}>
          {copy.reasons.items.map((r) => (
            <li key={r.title} css={card}>
              <Check size={22} color="#2e7d32" aria-hidden="true" />
              <h3>{r.title}</h3>
              <p>{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-to" title={copy.howTo.title}>
        <StepList steps={copy.howTo.steps} />
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text}>
        <RegisterLink label={copy.hero.tryNow} />
      </CtaBand>

      {open && (
        <RegistrationModal
          closeHref={closeHref}
          serverResult={serverResult}
          registered={registered}
          onClose={() => void navigate(closeHref, { replace: true, preventScrollReset: true })}
        />
      )}
    </>
  );
}

/** Head copy of the page. */
export const head = () => converterHead;
