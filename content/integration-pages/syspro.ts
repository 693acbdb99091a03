import { defineIntegration } from './types';

export default defineIntegration('syspro', {
  logoColor: '#e4002b',
  integrationTime: '2-3 weeks',
  features: [
    {
      title: 'e.net business objects',
      description: 'Sales orders, dispatch notes and invoices through SYSPRO business objects.',
    },
    { title: 'Avanti-friendly', description: 'Works alongside SYSPRO’s web interface.' },
    { title: 'Dispatch integration', description: 'Dispatch notes and ASNs from warehouse activity.' },
    { title: 'Multi-company', description: 'Separate companies under one connection.' },
  ],
  benefits: [
    'Mid-market EDI without a large project',
    'Order entry time down by 70%',
    'Fewer shipping compliance fines',
    'Predictable subscription pricing',
  ],
  supportedVersions: ['SYSPRO 8 (2022 and 2023 releases)', 'SYSPRO 7 Update 1'],
  useCases: [
    'Food manufacturers selling to grocery chains',
    'Electronics distributors',
    'Industrial manufacturers with dealer networks',
  ],
});
