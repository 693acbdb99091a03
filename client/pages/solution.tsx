import { Link } from 'react-router-dom';
import { solutionTemplateCopy } from '../../content/pages/solution';
import { solutionSummaries } from '../../content/solutions';
import { useRouteEntry } from '../app/route-entry';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function SolutionPage() {
  const path = useRouteEntry()?.path;
  const solution = solutionSummaries.find((s) => `/solutions/${s.slug}` === path);
  if (!solution) throw new Error(`No solution content for ${path}`);
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={solution.tagline} title={solution.name} intro={solution.description}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>
          {solutionTemplateCopy.startIntegration}
        </Link>
      </PageHero>
    </>
  );
}
