import { Link } from 'react-router-dom';
import { supplierProgramCopy } from '../../content/pages/supplier-program';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function SupplierProgramPage() {
  const { hero } = supplierProgramCopy;
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>
          {hero.start}
        </Link>
        <a href="#connectivity" css={[buttonStyles.base, buttonStyles.secondary]}>
          {hero.connectivity}
        </a>
      </PageHero>
    </>
  );
}
