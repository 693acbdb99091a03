import { defineIntegration } from './types';

export default defineIntegration('dynamics-nav', {
  logoColor: '#2b579a',
  integrationTime: '2-3 weeks',
  features: [
    {
      title: 'Web services and OData',
      description: 'NAV pages and codeunits published as web services for orders and shipments.',
    },
    { title: 'No extra objects required', description: 'Standard documents work without licensing new NAV objects.' },
    { title: 'Warehouse documents', description: 'Shipments and receipts from NAV warehouse modules.' },
    { title: 'Business Central-ready', description: 'Maps carry over unchanged when you upgrade.' },
  ],
  benefits: [
    'EDI in NAV without a big customisation project',
    'Fewer order-entry errors through validation',
    'Upgrade to Business Central without re-onboarding partners',
    'Lower cost than legacy EDI add-ons',
  ],
  supportedVersions: [
    'Dynamics NAV 2018',
    'Dynamics NAV 2017',
    'Dynamics NAV 2016',
    'Dynamics NAV 2015',
    'Dynamics NAV 2013 R2',
  ],
  useCases: [
    'Retail suppliers on NAV',
    'Wholesale distribution with multi-location warehouses',
    'Step-by-step upgrades to Business Central',
  ],
});
