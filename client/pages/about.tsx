import { Link } from 'react-router-dom';
import { aboutCopy } from '../../content/pages/about';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function AboutPage() {
  const { hero } = aboutCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>
          {hero.getStarted}
        </Link>
        <a href="#story" css={[buttonStyles.base, buttonStyles.secondary]}>
          {hero.ourStory}
        </a>
      </PageHero>
    </>
  );
}
