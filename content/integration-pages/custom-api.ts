import { defineIntegration } from './types';

export default defineIntegration('custom-api', {
  logoColor: '#5c6bc0',
  integrationTime: '2-4 weeks',
  features: [
    { title: 'Any API style', description: 'REST, SOAP, GraphQL and webhooks, with OpenAPI or WSDL contracts.' },
    { title: 'Managed mapping', description: 'We map your API to X12, EDIFACT or other partners’ APIs.' },
    { title: 'Security built in', description: 'OAuth 2.0, API keys, mTLS and IP allow-listing.' },
    { title: 'Observability', description: 'Every call logged and searchable with payloads.' },
  ],
  benefits: [
    'In-house systems connected without an integration team',
    'Partners reached in their format, not yours',
    'Rate limits and retries handled for you',
    '90% faster deployment with AI-assisted mapping',
  ],
  supportedVersions: [
    'REST with OpenAPI 3.0 and 3.1',
    'SOAP 1.1 and 1.2 with WSDL',
    'GraphQL',
    'OData v4',
    'Webhooks (HMAC-signed)',
  ],
  useCases: [
    'Home-grown order systems trading with retailers',
    'SaaS platforms offering EDI to their customers',
    'Microservices exchanging data with partners',
  ],
});
