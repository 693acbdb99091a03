import { integrations } from '../integration-details';
import type { IntegrationSlug } from '../integrations';

/** docs/spec.md, "Integration pages". integrationTime is data only: it is never shown. */
export interface IntegrationContent {
  slug: IntegrationSlug;
  erpName: string;
  erpFullName: string;
  description: string;
  logoColor: string;
  features: { title: string; description: string }[];
  benefits: string[];
  supportedVersions: string[];
  useCases: string[];
  integrationTime: '1-2 weeks' | '2-3 weeks' | '2-4 weeks' | '3-4 weeks' | '3-6 weeks';
}

type Details = Omit<IntegrationContent, 'slug' | 'erpName' | 'erpFullName' | 'description'>;

export function defineIntegration(slug: IntegrationSlug, details: Details): IntegrationContent {
  const summary = integrations.find((s) => s.slug === slug);
  if (!summary) throw new Error(`No summary for integration ${slug}`);
  return {
    slug,
    erpName: summary.erpName,
    erpFullName: summary.erpFullName,
    description: summary.description,
    ...details,
  };
}
