import { contactCopy } from '../../content/pages/contact';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

export default function Page() {
  const { hero } = contactCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
