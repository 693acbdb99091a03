import { defineIntegration } from './types';

export default defineIntegration('transportation-management', {
  logoColor: '#455a64',
  integrationTime: '2-4 weeks',
  features: [
    { title: 'TMS adapters', description: 'Connections for major TMS platforms and carrier APIs.' },
    { title: 'Tender automation', description: '204/990 with cascading tenders.' },
    { title: 'Unified tracking', description: '214, IFTSTA and API events on one timeline.' },
    { title: 'Freight audit data', description: '210 invoices checked against tenders.' },
  ],
  benefits: [
    'Carrier onboarding in days',
    'Tender acceptance in minutes',
    'Freight overcharges caught before payment',
    'Retail routing compliance automated',
  ],
  supportedVersions: [
    'Oracle Transportation Management (OTM) 24',
    'MercuryGate TMS',
    'e2open (BluJay) TMS',
    'SAP Transportation Management (S/4HANA 2023)',
    'Descartes Aljex',
  ],
  useCases: [
    'Shippers with 100+ carriers',
    'Brokers connecting carriers and shippers',
    'International freight with forwarders',
  ],
});
