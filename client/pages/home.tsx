import { css } from '@emotion/react';
import {
  Activity,
  AlertTriangle,
  Award,
  BarChart3,
  Bell,
  HeartPulse,
  Network,
  ShieldCheck,
  Ticket,
  Users,
} from '../components/icon';
import { Link } from 'react-router-dom';
import { customers, integrationTiles } from '../../content/customers';
import { homeCopy as copy, homeHead } from '../../content/pages/home';
import { solutionSummaries } from '../../content/solutions';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { HeroDiagram } from '../components/home/hero-diagram';
import { LogoCarousel } from '../components/home/logo-carousel';
import { Icon } from '../components/icon';
import { LogoImage } from '../components/logo-image';
import { RouteHead } from '../components/route-head';
import { card, cardGrid, CtaBand, iconBadge, PageHero, Section, threeFromMd, tickList } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const chip = css({
  display: 'inline-block',
  padding: '6px 12px',
  borderRadius: theme.radius.pill,
  background: theme.color.brandLight,
  color: theme.color.brand,
  fontWeight: 600,
  fontSize: '.9rem',
});
const chips = css({ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 });
const monitoringIcons = [Activity, AlertTriangle, Network, BarChart3, Users, Bell, HeartPulse, Ticket, ShieldCheck];

export default function HomePage() {
  const { demoUrl, appUrl } = usePublicConfig();
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} intro={copy.hero.intro} aside={<HeroDiagram />}>
        <ButtonLink to="/contact" variant="primary">
          {copy.hero.getStarted}
        </ButtonLink>
      </PageHero>

      <section css={{ background: theme.color.surfaceAlt, padding: '28px 0' }} aria-label={copy.hero.eyebrow}>
        {/* Icon beside text needs more than a third of a tablet: there the odd card out takes the full row. */}
        <ul
          css={[
            cardGrid(3),
            {
              maxWidth: theme.container,
              margin: '0 auto',
              padding: '0 16px',
              [mq.sm]: { '& > li:last-child:nth-of-type(odd)': { gridColumn: '1 / -1' } },
              [mq.lg]: { '& > li:last-child:nth-of-type(odd)': { gridColumn: 'auto' } },
            },
          ]}
        >
          {copy.claims.map((c) => (
            <li key={c.title} css={[card, { display: 'flex', gap: 14, alignItems: 'flex-start' }]}>
              <span css={iconBadge}>
                <Icon name={c.icon} />
              </span>
              <div>
                <h2 css={{ fontSize: '1.1rem', margin: '2px 0 4px' }}>{c.title}</h2>
                <p>{c.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <Section id="platform" title={copy.tools.title} intro={copy.tools.intro}>
        <ul css={cardGrid(3)}>
          {copy.tools.items.map((t) => (
            <li key={t.title} css={card}>
              <span css={iconBadge}>
                <Icon name={t.icon} />
              </span>
              <h3>{t.title}</h3>
              <p>{t.description}</p>
              <ul css={[tickList(16, 8), { margin: '12px 0 0', display: 'grid', gap: 6, fontSize: '.92rem' }]}>
                {t.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="solutions" title={copy.solutions.title} intro={copy.solutions.intro}>
        <ul css={cardGrid(3)}>
          {solutionSummaries.map((s) => (
            <li key={s.slug} css={[card, { display: 'flex', flexDirection: 'column' }]}>
              <span css={iconBadge}>
                <Icon name={s.icon} />
              </span>
              <h3>{s.name}</h3>
              <p css={{ flex: 1 }}>{s.description}</p>
              <Link
                to={`/solutions/${s.slug}`}
                css={{ marginTop: 12, fontWeight: 700 }}
                aria-label={`${copy.solutions.learnMore} about ${s.name}`}
              >
                {copy.solutions.learnMore} →
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="capabilities" title={copy.capabilities.title}>
        <div css={{ display: 'grid', gap: 28, [mq.lg]: { gridTemplateColumns: '1fr 1fr' } }}>
          <div>
            <h3 css={{ margin: '0 0 10px' }}>
              {copy.capabilities.formatsTitle} ({copy.capabilities.formats.length})
            </h3>
            <ul css={chips}>
              {copy.capabilities.formats.map((f) => (
                <li key={f} css={chip}>
                  {f}
                </li>
              ))}
            </ul>
            <h3 css={{ margin: '22px 0 10px' }}>
              {copy.capabilities.protocolsTitle} ({copy.capabilities.protocols.length})
            </h3>
            <ul css={chips}>
              {copy.capabilities.protocols.map((p) => (
                <li key={p} css={chip}>
                  {p}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 css={{ margin: '0 0 10px' }}>{copy.capabilities.systemsTitle}</h3>
            <ul css={cardGrid(2)}>
              {copy.capabilities.systems.map((s) => (
                <li key={s.name} css={[card, { padding: 16 }]}>
                  <strong css={{ fontSize: '1.2rem', color: theme.color.brand }}>{s.name}</strong>
                  <p>{s.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="clients" title={copy.clients.title}>
        <ul css={[cardGrid(3), threeFromMd, { marginBottom: 24 }]}>
          {copy.clients.stats.map((s) => (
            <li key={s.label} css={[card, { textAlign: 'center' }]}>
              <strong css={{ display: 'block', fontSize: '2rem', color: theme.color.brand }}>{s.value}</strong>
              <span css={{ color: theme.color.muted }}>{s.label}</span>
            </li>
          ))}
        </ul>
        <LogoCarousel customers={customers} />
      </Section>

      <Section id="integrations" title={copy.integrations.title} intro={copy.integrations.intro}>
        <ul
          css={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(2, 1fr)',
            [mq.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
          }}
        >
          {integrationTiles.map((t) => (
            <li key={t.name}>
              <Link
                to={t.href}
                css={[card, { display: 'grid', placeItems: 'center', height: 88, padding: 10, textDecoration: 'none' }]}
                aria-label={t.name}
              >
                <LogoImage src={t.logo} name={t.name} width={200} height={60} fallback="initials" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="monitoring" title={copy.monitoring.title} intro={copy.monitoring.intro}>
        <ul css={cardGrid(3)}>
          {copy.monitoring.features.map((f, i) => {
            const FeatureIcon = monitoringIcons[i] ?? Activity;
            return (
              <li key={f.title} css={[card, { display: 'flex', gap: 14 }]}>
                <span css={[iconBadge, { flex: 'none' }]}>
                  <FeatureIcon size={20} aria-hidden="true" />
                </span>
                <div>
                  <h3 css={{ marginTop: '0 !important' }}>{f.title}</h3>
                  <p>{f.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="onboarding" title={copy.onboarding.title}>
        <ul css={cardGrid(4)}>
          {copy.onboarding.items.map((o) => (
            <li key={o.label} css={[card, { textAlign: 'center' }]}>
              <strong css={{ display: 'block', fontSize: '2rem', color: theme.color.accentDark }}>{o.value}</strong>
              <span css={{ color: theme.color.muted }}>{o.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="awards" title={copy.awards.title}>
        <ul css={[cardGrid(3), threeFromMd]}>
          {copy.awards.items.map((a) => (
            <li key={a.title} css={card}>
              <Award size={28} color={theme.color.accentDark} aria-hidden="true" />
              <h3>{a.title}</h3>
              <p css={{ fontWeight: 600, color: `${theme.color.text} !important` }}>{a.years}</p>
              <p>{a.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text}>
        <ButtonLink to={appUrl} variant="primary" newTab>
          {copy.cta.trial}
        </ButtonLink>
        <ButtonLink to={demoUrl} variant="secondary" newTab>
          {copy.cta.demo}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {copy.cta.getStarted}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => homeHead;
