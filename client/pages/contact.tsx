import { css } from '@emotion/react';
import { CalendarDays, Mail, Phone } from '../components/icon';
import { contactCopy, offices, contactHead } from '../../content/pages/contact';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { leadFormAction } from '../lib/lead-form-action';
import { ContactForm } from '../components/contact/contact-form';
import { GlobalOffices } from '../components/contact/global-offices';
import { ContactVisual } from '../components/hero/contact-visual';
import { RouteHead } from '../components/route-head';
import { container, PageHero } from '../components/ui';
import { ButtonLink } from '../components/button-link';

/** Submission of the contact form: 303 to the confirmation, or the form again with messages and values. */
export const action = leadFormAction('contact', '/contact?sent=1#contact-form');

const section = css([container, { padding: '56px 16px 0' }]);
const cards = css({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' },
});
const card = css({
  background: '#fff',
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.lg,
  padding: 22,
  boxShadow: theme.shadow.card,
});
const twoColumns = css({ display: 'grid', gap: 28, alignItems: 'start', [mq.lg]: { gridTemplateColumns: '2fr 1fr' } });

export default function ContactPage() {
  const { demoUrl } = usePublicConfig();
  const { hero, sales, demo, form, globalOffices } = contactCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} aside={<ContactVisual />} />

      <section css={section} aria-labelledby="offices-heading">
        <h2 id="offices-heading" css={{ margin: '0 0 20px' }}>
          {contactCopy.officesHeading}
        </h2>
        <ul css={[cards, { listStyle: 'none', margin: 0, padding: 0 }]}>
          {offices.map((office) => (
            <li key={office.id} css={card}>
              <p
                css={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 10,
                  margin: '0 0 10px',
                  fontWeight: 800,
                  letterSpacing: '.06em',
                }}
              >
                <img
                  src={office.flagUrl}
                  alt={`Flag of ${office.country}`}
                  width="36"
                  height="24"
                  css={{
                    width: 36,
                    height: 24,
                    objectFit: 'cover',
                    borderRadius: 3,
                    boxShadow: '0 0 0 1px rgba(0,0,0,.08)',
                  }}
                />
                {office.country}
              </p>
              <p css={{ margin: '0 0 4px', fontWeight: 600 }}>{office.name}</p>
              <address css={{ fontStyle: 'normal', color: theme.color.muted, marginBottom: 10 }}>
                {office.address.map((line) => (
                  <span key={line} css={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </address>
              <a href={office.phoneHref} css={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
                <Phone size={16} aria-hidden="true" /> {office.phone}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section css={section} id="contact-form" aria-labelledby="message-heading">
        <div css={twoColumns}>
          <div>
            <h2 id="message-heading" css={{ margin: '0 0 6px' }}>
              {form.heading}
            </h2>
            <p css={{ margin: '0 0 20px', color: theme.color.muted }}>{form.intro}</p>
            <ContactForm />
          </div>
          <aside css={{ display: 'grid', gap: 20 }}>
            <div css={card}>
              <h2 css={{ fontSize: '1.25rem', margin: '0 0 8px' }}>{sales.heading}</h2>
              <p css={{ color: theme.color.muted, margin: '0 0 12px' }}>{sales.text}</p>
              <p css={{ margin: '0 0 6px' }}>
                <a href={sales.phoneHref} css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <Phone size={16} aria-hidden="true" /> {sales.phone}
                </a>
              </p>
              <p css={{ margin: 0 }}>
                <a href={`mailto:${sales.email}`} css={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <Mail size={16} aria-hidden="true" /> {sales.email}
                </a>
              </p>
            </div>
            <div css={[card, { background: theme.color.dark, color: theme.color.onDark, border: 0 }]}>
              <h2 css={{ fontSize: '1.25rem', margin: '0 0 8px', color: '#fff' }}>{demo.heading}</h2>
              <p css={{ margin: '0 0 16px' }}>{demo.text}</p>
              <ButtonLink to={demoUrl} variant="primary" newTab>
                <CalendarDays size={18} aria-hidden="true" /> {demo.cta}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </section>

      <section css={section} id="offices" aria-labelledby="global-offices-heading">
        <h2 id="global-offices-heading" css={{ margin: '0 0 6px' }}>
          {globalOffices.heading}
        </h2>
        <p css={{ margin: '0 0 20px', color: theme.color.muted }}>{globalOffices.intro}</p>
        <GlobalOffices />
      </section>
    </>
  );
}

/** Head copy of the page. */
export const head = () => contactHead;
