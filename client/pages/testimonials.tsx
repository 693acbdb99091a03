import { Check, MapPin, Star } from '../components/icon';
import { testimonials, testimonialsCopy as copy, testimonialsHead } from '../../content/pages/testimonials';
import { site } from '../../content/site';
import { theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { TestimonialsVisual } from '../components/hero/testimonials-visual';
import { LogoImage } from '../components/logo-image';
import { RouteHead } from '../components/route-head';
import { card, cardGrid, CtaBand, PageHero, Section, StatBand } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    // Five icons that together are one picture, named for what they show.
    // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
    <span role="img" aria-label={copy.stars(rating)} css={{ display: 'inline-flex', gap: 2, color: '#f2a900' }}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} size={size} fill={i < rating ? 'currentColor' : 'none'} aria-hidden="true" />
      ))}
    </span>
  );
}

/**
 * Testimonials (docs/spec.md, "Testimonials") with the Organization rating and reviews in JSON-LD: on this page only.
 */
export default function TestimonialsPage() {
  const { siteUrl, demoUrl } = usePublicConfig();
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: site.name,
    url: siteUrl,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: '5.0',
      bestRating: '5',
      worstRating: '1',
      reviewCount: testimonials.length,
    },
    review: testimonials.map((t) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: `${t.author}, ${t.company}` },
      datePublished: t.date,
      reviewBody: t.review,
      reviewRating: { '@type': 'Rating', ratingValue: String(t.rating), bestRating: '5' },
    })),
  };
  return (
    <>
      <RouteHead structuredData={structuredData} />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<TestimonialsVisual />}
      >
        <p css={{ display: 'flex !important', alignItems: 'center', gap: 12, margin: '0 !important' }}>
          <strong css={{ fontSize: '2.4rem', color: '#fff' }} aria-label={copy.hero.ratingLabel}>
            {copy.hero.rating}
          </strong>
          <Stars rating={5} size={26} />
        </p>
      </PageHero>

      <StatBand label={copy.statsLabel} stats={copy.stats} />

      <Section id="testimonials" title={copy.sectionTitle}>
        <ul css={cardGrid(3)}>
          {testimonials.map((t) => (
            <li key={t.id} css={[card, { display: 'flex', flexDirection: 'column', gap: 10 }]}>
              <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <LogoImage src={t.logo} name={t.name} width={150} height={45} fallback="initials" />
                <span
                  css={{
                    fontSize: '.78rem',
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    letterSpacing: '.06em',
                    color: theme.color.accentDark,
                  }}
                >
                  {t.industry}
                </span>
              </div>
              <Stars rating={t.rating} />
              <blockquote css={{ margin: 0, fontSize: '1.02rem', flex: 1 }}>“{t.review}”</blockquote>
              <div css={{ fontSize: '.9rem' }}>
                <strong css={{ display: 'block' }}>{t.author}</strong>
                <span css={{ color: theme.color.muted }}>{t.company}</span>
                {/* Place and date in one text box: as separate flex items they wrapped side by side in two columns. */}
                <span
                  css={{
                    display: 'flex',
                    gap: 6,
                    alignItems: 'flex-start',
                    color: theme.color.muted,
                    svg: { flex: 'none', marginTop: 4 },
                  }}
                >
                  <MapPin size={14} aria-hidden="true" />
                  <span>
                    {t.location} · <time dateTime={t.date}>{dateFormat.format(new Date(`${t.date}T00:00:00Z`))}</time>
                  </span>
                </span>
              </div>
              <h3 css={{ fontSize: '.95rem !important', margin: '4px 0 0 !important' }}>{copy.results}</h3>
              <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 4, fontSize: '.9rem' }}>
                {t.results.map((r) => (
                  <li key={r} css={{ display: 'flex', gap: 6 }}>
                    <Check size={16} color="#2e7d32" aria-hidden="true" css={{ flex: 'none', marginTop: 3 }} />
                    {r}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text}>
        <ButtonLink to="/contact" variant="primary">
          {copy.cta.getStarted}
        </ButtonLink>
        <ButtonLink to={demoUrl} variant="secondary" newTab>
          {copy.cta.demo}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => testimonialsHead;
