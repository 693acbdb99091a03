import { Link } from 'react-router-dom';
import { homeCopy } from '../../content/pages/home';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function HomePage() {
  const { hero } = homeCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>
          {hero.getStarted}
        </Link>
      </PageHero>
    </>
  );
}
