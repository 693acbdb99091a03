import { defineIntegration } from './types';

export default defineIntegration('oracle', {
  logoColor: '#c74634',
  integrationTime: '3-6 weeks',
  features: [
    {
      title: 'Fusion REST services',
      description: 'Sales orders, purchase orders, receipts and invoices through Oracle’s REST APIs.',
    },
    { title: 'EBS open interfaces', description: 'Order import and AP invoice interfaces for E-Business Suite.' },
    {
      title: 'B2B gateway replacement',
      description: 'Retire Oracle B2B or XML Gateway while keeping partner formats.',
    },
    { title: 'Event-driven updates', description: 'Business events trigger outbound documents without batch delays.' },
  ],
  benefits: [
    'Go-live 50% faster than custom Oracle Integration Cloud builds',
    'Invoice processing time cut by 65%',
    'No changes to Oracle core: interfaces only',
    'Partner onboarding in days, not sprints',
  ],
  supportedVersions: [
    'Oracle Fusion Cloud ERP (quarterly updates 24A-25A)',
    'Oracle E-Business Suite 12.2',
    'Oracle E-Business Suite 12.1.3',
    'Oracle Integration Cloud Gen 3',
  ],
  useCases: [
    'Procure-to-pay with international suppliers',
    'Retail and distributor order management',
    'E-invoicing for EU and Latin American mandates',
    'Moving from EBS to Fusion with the same partners',
  ],
});
