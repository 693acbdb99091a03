import { css } from '@emotion/react';
import { Check, MapPin } from '../components/icon';
import { aboutCopy, type AboutTabId, aboutHead } from '../../content/pages/about';
import { mq, theme } from '../lib/theme';
import { usePublicConfig } from '../shell/config-context';
import { Icon } from '../components/icon';
import { RouteHead } from '../components/route-head';
import { Tabs } from '../components/tabs';
import { AboutVisual } from '../components/hero/about-visual';
import { card, cardGrid, CtaBand, iconBadge, PageHero, Section, threeFromMd } from '../components/ui';
import { ButtonLink } from '../components/button-link';

const checkList = css({
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
  display: 'grid',
  gap: 8,
  li: { display: 'flex', gap: 10 },
});
// Four across under the story on tablets; two by two beside it from `lg` (four in its 2/5 column wrapped every label).
const facts = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(2, 1fr)',
  [mq.md]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(2, 1fr)' },
});

function Statement({ heading, text, points }: { heading: string; text: string; points: readonly string[] }) {
  return (
    <div css={[card, { maxWidth: 860 }]}>
      <h3 css={{ marginTop: 0 }}>{heading}</h3>
      <p css={{ fontSize: '1.1rem' }}>{text}</p>
      <ul css={checkList}>
        {points.map((p) => (
          <li key={p}>
            <Check size={18} color="#2e7d32" aria-hidden="true" css={{ flex: 'none', marginTop: 3 }} />
            {p}
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function AboutPage() {
  const { demoUrl } = usePublicConfig();
  const { hero, story, tabs, values, presence, cta } = aboutCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} aside={<AboutVisual />}>
        <ButtonLink to="/contact" variant="primary">
          {hero.getStarted}
        </ButtonLink>
        <ButtonLink to="#story" variant="secondary">
          {hero.ourStory}
        </ButtonLink>
      </PageHero>

      <Section id="story" title={story.title}>
        <div css={{ display: 'grid', gap: 32, [mq.lg]: { gridTemplateColumns: '3fr 2fr' }, alignItems: 'start' }}>
          <div css={{ fontSize: '1.08rem' }}>
            {story.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} css={{ margin: '0 0 14px' }}>
                {p}
              </p>
            ))}
          </div>
          <ul css={facts}>
            {story.facts.map((f) => (
              <li key={f.label} css={[card, { textAlign: 'center' }]}>
                <strong css={{ display: 'block', fontSize: '1.8rem', color: theme.color.brand }}>{f.value}</strong>
                <span css={{ color: theme.color.muted }}>{f.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="mission-vision-values" title={tabs.title}>
        <Tabs<AboutTabId>
          label={tabs.label}
          param="tab"
          anchor="mission-vision-values"
          tabs={tabs.items}
          defaultTab="mission"
        >
          {(id) =>
            id === 'values' ? (
              <>
                <p css={{ margin: '0 0 20px', color: theme.color.muted }}>{tabs.valuesIntro}</p>
                <ul css={cardGrid(4)}>
                  {values.map((v) => (
                    <li key={v.title} css={card}>
                      <span css={iconBadge}>
                        <Icon name={v.icon} />
                      </span>
                      <h3>{v.title}</h3>
                      <p>{v.text}</p>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Statement {...tabs[id]} />
            )
          }
        </Tabs>
      </Section>

      <Section id="global-presence" title={presence.title} intro={presence.intro}>
        <ul css={[cardGrid(3), threeFromMd]}>
          {presence.regions.map((r) => (
            <li key={r.region} css={card}>
              <span
                css={{
                  fontSize: '.8rem',
                  letterSpacing: '.08em',
                  textTransform: 'uppercase',
                  color: theme.color.accentDark,
                  fontWeight: 700,
                }}
              >
                {r.region}
              </span>
              <h3 css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <MapPin size={18} aria-hidden="true" /> {r.city}
              </h3>
              <p>
                <strong css={{ color: theme.color.text }}>{r.role}.</strong> {r.text}
              </p>
            </li>
          ))}
        </ul>
        <h3 css={{ margin: '32px 0 14px' }}>{presence.coverageTitle}</h3>
        <ul css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12, maxWidth: 640 }}>
          {presence.coverage.map((c) => (
            <li key={c.region}>
              <div css={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
                <span>{c.region}</span>
                <span>{c.percent}%</span>
              </div>
              <div
                css={{ height: 10, borderRadius: 5, background: theme.color.brandLight, overflow: 'hidden' }}
                aria-hidden="true"
              >
                <div css={{ height: '100%', width: `${c.percent}%`, background: theme.color.brand }} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand title={cta.title} text={cta.text}>
        <ButtonLink to={demoUrl} variant="primary" newTab>
          {cta.scheduleDemo}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          {cta.contactUs}
        </ButtonLink>
      </CtaBand>
    </>
  );
}

/** Head copy of the page. */
export const head = () => aboutHead;
