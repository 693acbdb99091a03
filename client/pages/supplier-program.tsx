import { css } from '@emotion/react';
import { Mail, Phone } from '../components/icon';
import { Link } from 'react-router-dom';
import { supplierProgramCopy, supplierProgramHead } from '../../content/pages/supplier-program';
import { site } from '../../content/site';
import { mq, theme } from '../lib/theme';
import { Accordion } from '../components/accordion';
import { SupplierVisual } from '../components/hero/supplier-visual';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { card, cardGrid, CheckList, CtaBand, iconBadge, PageHero, Section } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const badge = css({
  display: 'inline-block',
  marginTop: 10,
  padding: '3px 10px',
  borderRadius: theme.radius.pill,
  background: '#e7f6ec',
  color: '#1b5e20',
  fontSize: '.8rem',
  fontWeight: 700,
});
const dl = css({
  margin: '10px 0 0',
  dt: { fontWeight: 700, color: theme.color.text, fontSize: '.85rem', marginTop: 8 },
  dd: { margin: 0, color: theme.color.muted },
});

// Number, title and time share the first row at every width; on phones the description takes the
// full width below rather than a narrow column beside the time.
const step = css({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr) auto',
  gridTemplateAreas: '"num title time" "desc desc desc"',
  gap: '10px 16px',
  [mq.md]: { gridTemplateAreas: '"num title time" ". desc time"', rowGap: 4 },
});

export default function SupplierProgramPage() {
  const c = supplierProgramCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={c.hero.eyebrow} title={c.hero.title} intro={c.hero.intro} aside={<SupplierVisual />}>
        <ButtonLink to="/contact" variant="primary">
          {c.hero.start}
        </ButtonLink>
        <ButtonLink to="#connectivity" variant="secondary">
          {c.hero.connectivity}
        </ButtonLink>
      </PageHero>

      <Section id="benefits" title={c.benefits.title} intro={c.benefits.intro}>
        <ul css={cardGrid(4)}>
          {c.benefits.items.map((b) => (
            <li key={b.title} css={card}>
              <span css={iconBadge}>
                <Icon name={b.icon} />
              </span>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="connectivity" title={c.connectivity.title} intro={c.connectivity.intro}>
        <ul css={cardGrid(3)}>
          {c.connectivity.options.map((o) => (
            <li key={o.title} css={[card, o.badge ? { borderColor: '#2e7d32', borderWidth: 2 } : undefined]}>
              <span css={iconBadge}>
                <Icon name={o.icon} />
              </span>
              <h3>{o.title}</h3>
              <dl css={dl}>
                <dt>{c.connectivity.labels.standards}</dt>
                <dd>{o.standards}</dd>
                <dt>{c.connectivity.labels.protocols}</dt>
                <dd>{o.protocols}</dd>
                <dt>{c.connectivity.labels.bestFor}</dt>
                <dd>{o.bestFor}</dd>
              </dl>
              {o.badge && <span css={badge}>{o.badge}</span>}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="documents" title={c.documents.title} intro={c.documents.intro}>
        <ul css={cardGrid(4)}>
          {c.documents.items.map((d) => (
            <li key={d.code} css={[card, { padding: 18 }]}>
              <code
                css={{ fontFamily: theme.font.mono, fontWeight: 700, color: theme.color.brand, fontSize: '1.05rem' }}
              >
                {d.code}
              </code>
              <p css={{ marginTop: 4 }}>{d.name}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="onboarding" title={c.onboarding.title} intro={c.onboarding.intro}>
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 14 }}>
          {c.onboarding.steps.map((s) => (
            <li key={s.number} css={[card, step]}>
              <span
                css={{
                  gridArea: 'num',
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  background: theme.color.brand,
                  color: '#fff',
                  fontWeight: 800,
                }}
              >
                {s.number}
              </span>
              <h3 css={{ gridArea: 'title', margin: '0 !important', alignSelf: 'center' }}>{s.title}</h3>
              <span
                css={{
                  gridArea: 'time',
                  alignSelf: 'center',
                  whiteSpace: 'nowrap',
                  fontWeight: 700,
                  color: theme.color.accentDark,
                }}
              >
                {s.time}
              </span>
              <p css={{ gridArea: 'desc' }}>{s.description}</p>
            </li>
          ))}
        </ol>
        <p css={{ marginTop: 16, fontWeight: 600 }}>{c.onboarding.goLive}</p>
      </Section>

      <Section id="developers" title={c.developers.title} intro={c.developers.intro}>
        <ul css={cardGrid(4)}>
          {c.developers.items.map((d) => (
            <li key={d.title} css={[card, { display: 'flex', flexDirection: 'column' }]}>
              <h3 css={{ marginTop: 0 }}>{d.title}</h3>
              <p css={{ flex: 1 }}>{d.text}</p>
              <Link to={d.href} css={{ marginTop: 12, fontWeight: 700 }}>
                {d.cta}
                {'\u00a0'}→
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="security" title={c.security.title} intro={c.security.intro}>
        <CheckList items={c.security.items} />
      </Section>

      <Section id="monitoring" title={c.monitoring.title} intro={c.monitoring.intro}>
        <ul css={cardGrid(4)}>
          {c.monitoring.items.map((m) => (
            <li key={m.label} css={[card, { textAlign: 'center' }]}>
              <strong css={{ display: 'block', fontSize: '1.8rem', color: theme.color.brand }}>{m.value}</strong>
              <span css={{ color: theme.color.muted }}>{m.label}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="supplier-benefits" title={c.supplierBenefits.title}>
        <CheckList items={c.supplierBenefits.items} />
      </Section>

      <Section id="checklist" title={c.checklist.title} intro={c.checklist.intro}>
        <CheckList items={c.checklist.items} />
      </Section>

      <Section id="faq" title={c.faq.title}>
        <Accordion
          items={c.faq.items.map((f) => ({
            id: f.id,
            title: f.question,
            content: <p css={{ margin: 0 }}>{f.answer}</p>,
          }))}
        />
      </Section>

      <CtaBand title={c.cta.title} text={c.cta.text}>
        <ButtonLink to="/contact" variant="primary">
          {c.cta.start}
        </ButtonLink>
        <ButtonLink to={`mailto:${site.onboardingEmail}`} variant="secondary">
          <Mail size={18} aria-hidden="true" /> {c.cta.emailLabel}
        </ButtonLink>
        <ButtonLink to={site.phoneHref} variant="secondary">
          <Phone size={18} aria-hidden="true" /> {c.cta.callLabel} {site.phone}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => supplierProgramHead;
