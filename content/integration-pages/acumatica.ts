import { defineIntegration } from './types';

export default defineIntegration('acumatica', {
  logoColor: '#1c6cb6',
  integrationTime: '1-2 weeks',
  features: [
    {
      title: 'Contract-based REST API',
      description: 'Sales orders, shipments and invoices through Acumatica’s REST endpoints.',
    },
    { title: 'Push notifications', description: 'Acumatica push notifications trigger outbound documents.' },
    { title: 'Commerce Edition friendly', description: 'Runs beside Acumatica’s Shopify and BigCommerce connectors.' },
    { title: 'Multi-branch', description: 'Branches and warehouses mapped per partner.' },
  ],
  benefits: [
    'Live in 1-2 weeks',
    'Cloud-to-cloud, no servers to maintain',
    'Retail compliance from day one',
    'Scales with transaction-based pricing',
  ],
  supportedVersions: ['Acumatica Cloud ERP 2024 R1', 'Acumatica Cloud ERP 2023 R2', 'Acumatica Cloud ERP 2023 R1'],
  useCases: [
    'Growing brands adding retail channels',
    'Distributors moving off legacy ERP',
    'Manufacturers with dealer networks',
  ],
});
