import { Link } from 'react-router-dom';
import { integrationSummaries } from '../../content/integrations';
import { integrationTemplateCopy } from '../../content/pages/solution';
import { usePublicConfig } from '../app/config-context';
import { useRouteEntry } from '../app/route-entry';
import { ExternalLink } from '../components/external-link';
import { RouteHead } from '../components/route-head';
import { buttonStyles, PageHero } from '../components/ui';

export default function IntegrationPage() {
  const { demoUrl } = usePublicConfig();
  const path = useRouteEntry()?.path;
  const integration = integrationSummaries.find((i) => `/integrations/${i.slug}` === path);
  if (!integration) throw new Error(`No integration content for ${path}`);
  return (
    <>
      <RouteHead />
      <PageHero eyebrow={integrationTemplateCopy.eyebrow} title={`${integration.erpFullName} Integration`} intro={integration.description}>
        <Link to="/contact" css={[buttonStyles.base, buttonStyles.primary]}>
          {integrationTemplateCopy.startIntegration}
        </Link>
        <ExternalLink href={demoUrl} css={[buttonStyles.base, buttonStyles.secondary]}>
          {integrationTemplateCopy.scheduleDemo}
        </ExternalLink>
      </PageHero>
    </>
  );
}
