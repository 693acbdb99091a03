import { x12GuideCopy } from '../../content/pages/reference-guides';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

export default function Page() {
  const { hero } = x12GuideCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
