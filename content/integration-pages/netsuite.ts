import { defineIntegration } from './types';

export default defineIntegration('netsuite', {
  logoColor: '#125580',
  integrationTime: '1-2 weeks',
  features: [
    {
      title: 'SuiteTalk REST and SOAP',
      description: 'Sales orders, item fulfilments and invoices through NetSuite web services.',
    },
    {
      title: 'SuiteScript 2.1 triggers',
      description: 'Outbound documents sent when a record reaches the right status.',
    },
    { title: 'SuiteApp-free option', description: 'No bundle to install or upgrade in your account.' },
    { title: 'Multi-subsidiary support', description: 'OneWorld subsidiaries and currencies handled correctly.' },
  ],
  benefits: [
    'Live in 1-2 weeks for standard retail documents',
    'No bundles that break on NetSuite upgrades',
    'Fulfilments and ASNs in step with warehouse activity',
    'Scales from one retailer to hundreds',
  ],
  supportedVersions: [
    'Oracle NetSuite 2024.1 and 2024.2 releases',
    'SuiteTalk REST web services',
    'SuiteTalk SOAP web services 2024.x',
    'SuiteScript 2.1',
  ],
  useCases: [
    'E-commerce brands entering wholesale',
    '3PL-fulfilled orders with 940/945',
    'Multi-subsidiary international trade',
  ],
});
