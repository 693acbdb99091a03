import { defineIntegration } from './types';

export default defineIntegration('peoplesoft', {
  logoColor: '#c74634',
  integrationTime: '3-6 weeks',
  features: [
    {
      title: 'Integration Broker services',
      description: 'Purchase orders, vouchers and receipts through PeopleSoft Integration Broker.',
    },
    { title: 'Component interfaces', description: 'Create and update transactions without custom SQR.' },
    { title: 'eSettlements alignment', description: 'Supplier invoices into AP matching.' },
    { title: 'Campus and public sector formats', description: 'Support for government and education documents.' },
  ],
  benefits: [
    'Supplier invoices matched without manual entry',
    'Reuse of Integration Broker security',
    'Fewer custom SQR and App Engine jobs',
    'Smooth operation through PeopleTools upgrades',
  ],
  supportedVersions: [
    'PeopleSoft Financials and Supply Chain Management 9.2',
    'PeopleSoft HCM 9.2',
    'PeopleTools 8.60 and 8.61',
  ],
  useCases: ['Public sector procurement', 'Healthcare supply chain', 'University purchasing and payments'],
});
