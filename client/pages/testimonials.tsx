import { testimonialsCopy } from '../../content/pages/testimonials';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

export default function Page() {
  const { hero } = testimonialsCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
