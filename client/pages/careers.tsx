import { Check } from '../components/icon';
import { useSearchParams } from '../hooks/use-search-params';
import { careersCopy, postings, careersHead } from '../../content/pages/careers';
import { filterPostings } from '../lib/careers-filter';
import { usePublicConfig } from '../shell/config-context';
import { Openings } from '../components/careers/openings';
import { CareersVisual } from '../components/hero/careers-visual';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { jobPosting } from '../components/job-posting-ld';
import { card, cardGrid, CtaBand, iconBadge, PageHero, Section } from '../components/ui';
import { ButtonLink } from '../components/button-link';

export default function CareersPage() {
  const { hero, whyJoin, benefits, openings, notListed } = careersCopy;
  const { siteUrl } = usePublicConfig();
  const [params] = useSearchParams();
  // The openings this view shows (all of them on /careers) are listed for job search, each pointing at
  // its own ?job= view; a filtered page never names postings it does not show.
  const shown = filterPostings(postings, {
    query: params.get('q') ?? '',
    department: params.get('department') ?? 'all',
    location: params.get('location') ?? 'all',
  });
  const jobs = shown.map((job) => jobPosting(siteUrl, job, `${siteUrl}/careers?job=${encodeURIComponent(job.id)}`));
  return (
    <>
      <RouteHead structuredData={jobs} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} aside={<CareersVisual />}>
        <ButtonLink to="#openings" variant="primary">
          {hero.openings}
        </ButtonLink>
        <ButtonLink to="#benefits" variant="secondary">
          {hero.benefits}
        </ButtonLink>
      </PageHero>
      <Section id="why-join" title={whyJoin.title} intro={whyJoin.intro}>
        <ul css={cardGrid(4)}>
          {whyJoin.items.map((item) => (
            <li key={item.title} css={card}>
              <span css={iconBadge}>
                <Icon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" title={benefits.title} intro={benefits.intro}>
        <ul css={cardGrid(4)}>
          {benefits.items.map((b) => (
            <li key={b.title} css={card}>
              <Check size={22} color="#2e7d32" aria-hidden="true" />
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="openings" title={openings.title} intro={openings.intro}>
        <Openings />
      </Section>
      <CtaBand title={notListed.title} text={notListed.text}>
        <ButtonLink to="/contact" variant="primary">
          {notListed.cta}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => careersHead;
