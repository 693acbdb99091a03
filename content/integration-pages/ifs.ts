import { defineIntegration } from './types';

export default defineIntegration('ifs', {
  logoColor: '#6b3fa0',
  integrationTime: '3-4 weeks',
  features: [
    { title: 'IFS Cloud projections', description: 'REST projections for customer orders, shipments and invoices.' },
    { title: 'Applications 10 support', description: 'IFS Connect and message functions for on-premises systems.' },
    { title: 'Asset-intensive documents', description: 'Service and maintenance orders alongside supply chain.' },
    { title: 'Aerospace and defence formats', description: 'Spec2000 and project data exchange.' },
  ],
  benefits: [
    'Standard projections, no custom PL/SQL',
    'Project and service orders included',
    'Faster responses to customer schedules',
    'One integration across IFS upgrades',
  ],
  supportedVersions: ['IFS Cloud 23R2 and 24R1', 'IFS Applications 10', 'IFS Applications 9'],
  useCases: ['Aerospace and defence suppliers', 'Energy and utilities maintenance', 'Engineer-to-order manufacturing'],
});
