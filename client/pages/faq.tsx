import { faqCopy } from '../../content/pages/faq';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

export default function Page() {
  const { hero } = faqCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
