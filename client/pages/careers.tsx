import { careersCopy } from '../../content/pages/careers';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function CareersPage() {
  const { hero } = careersCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <a href="#openings" css={[buttonStyles.base, buttonStyles.primary]}>
          {hero.openings}
        </a>
        <a href="#benefits" css={[buttonStyles.base, buttonStyles.secondary]}>
          {hero.benefits}
        </a>
      </PageHero>
    </>
  );
}
