import { blogsCopy } from '../../content/pages/blogs';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

export default function Page() {
  const { hero } = blogsCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
