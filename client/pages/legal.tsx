import { legalCopy } from '../../content/pages/legal';
import { useRouteEntry } from '../app/route-entry';
import { RouteHead } from '../components/route-head';
import { PageHero } from '../components/ui';

const isLegalPath = (path: string): path is keyof typeof legalCopy => path in legalCopy;

export default function LegalPage() {
  const path = useRouteEntry()?.path ?? '';
  if (!isLegalPath(path)) throw new Error(`No legal copy for ${path}`);
  const hero = legalCopy[path];
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
    </>
  );
}
