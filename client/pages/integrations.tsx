import { Link } from 'react-router-dom';
import { integrations } from '../../content/integration-details';
import { integrationsIndexHead } from '../../content/pages/index-heads';
import { integrationsIndexCopy as copy } from '../../content/pages/integrations-index';
import { solutionTemplateCopy } from '../../content/pages/solution';
import { theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { IntegrationsVisual } from '../components/hero/integrations-visual';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { breadcrumbList } from '../components/structured-data';
import { card, cardGrid, CtaBand, iconBadge, PageHero, Section } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const bySlug = new Map(integrations.map((i) => [i.slug, i]));
/** Four to a row for a group that fills rows of four but not of three (4 of 4 rather than 3 + 1 alone). */
const columnsFor = (n: number) => (n % 3 !== 0 && n % 4 === 0 ? 4 : 3);

/** Every integration page, grouped: the way in for the systems the menu has no room to list. */
export default function IntegrationsPage() {
  const { siteUrl } = usePublicConfig();
  return (
    <>
      <RouteHead
        structuredData={breadcrumbList(siteUrl, [
          { name: solutionTemplateCopy.breadcrumbHome, path: '/' },
          { name: copy.hero.title, path: '/integrations' },
        ])}
      />
      <PageHero
        eyebrow={copy.hero.eyebrow}
        title={copy.hero.title}
        intro={copy.hero.intro}
        aside={<IntegrationsVisual />}
      />
      {copy.groups.map((g) => (
        <Section key={g.id} id={g.id} title={g.title} intro={g.intro}>
          <ul css={cardGrid(columnsFor(g.slugs.length))}>
            {g.slugs
              .flatMap((slug) => bySlug.get(slug) ?? [])
              .map((i) => (
                <li key={i.slug}>
                  <Link
                    to={`/integrations/${i.slug}`}
                    aria-label={copy.open(i.erpFullName)}
                    css={[
                      card,
                      {
                        display: 'flex',
                        flexDirection: 'column',
                        gap: 8,
                        height: '100%',
                        textDecoration: 'none',
                        color: theme.color.text,
                        '&:hover, &:focus-visible': { borderColor: theme.color.brand },
                      },
                    ]}
                  >
                    <span css={iconBadge}>
                      <Icon name={i.icon} />
                    </span>
                    <strong css={{ fontSize: '1.1rem' }}>{i.erpName}</strong>
                    <span css={{ color: theme.color.muted, fontSize: '.9rem' }}>{i.subtitle}</span>
                    <span css={{ fontSize: '.95rem' }}>{i.description}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </Section>
      ))}
      <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
        <ButtonLink to="/contact" variant="primary">
          {copy.ctaButton}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => integrationsIndexHead;
