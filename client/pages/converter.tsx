import { Link } from 'react-router-dom';
import { converterCopy } from '../../content/pages/converter';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function ConverterPage() {
  const { hero } = converterCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.secondary]}>
          {hero.learnMore}
        </Link>
      </PageHero>
    </>
  );
}
