import { defineIntegration } from './types';

export default defineIntegration('infor', {
  logoColor: '#e2231a',
  integrationTime: '3-4 weeks',
  features: [
    {
      title: 'ION BOD integration',
      description: 'SyncSalesOrder, ProcessPurchaseOrder and other BODs through Infor ION.',
    },
    { title: 'CloudSuite ready', description: 'Works with multi-tenant CloudSuite and on-premises releases.' },
    { title: 'Industry documents', description: 'Automotive schedules and food-industry lot data supported.' },
    { title: 'ION API gateway', description: 'Secure REST calls for real-time status.' },
  ],
  benefits: [
    'Standard BODs instead of custom interfaces',
    'Forecasts in planning the day they arrive',
    'Traceability data in every ASN',
    'Lower total cost than point-to-point links',
  ],
  supportedVersions: [
    'Infor CloudSuite Industrial (SyteLine) 2023.x and 2024.x',
    'Infor M3 13.4 and CloudSuite Distribution',
    'Infor LN 10.7 and CloudSuite Industrial Enterprise',
    'Infor ION and ION API Gateway',
  ],
  useCases: [
    'Automotive suppliers on LN with OEM schedules',
    'Food distributors on M3',
    'Industrial manufacturers on SyteLine',
  ],
});
