import { defineIntegration } from './types';

export default defineIntegration('crm-systems', {
  logoColor: '#00a1e0',
  integrationTime: '1-2 weeks',
  features: [
    { title: 'Order status in CRM', description: 'Orders, shipments and invoices visible on the account record.' },
    { title: 'Quote-to-order', description: 'Won opportunities turn into ERP orders.' },
    { title: 'Partner portals', description: 'Customer portals show EDI status without IT requests.' },
    { title: 'Bidirectional sync', description: 'Account and contact changes kept in step.' },
  ],
  benefits: [
    'Sales and service see what customers see',
    'Fewer status-check calls and e-mails',
    'Faster quote-to-cash',
    'No custom middleware to maintain',
  ],
  supportedVersions: [
    'Salesforce Sales Cloud and Service Cloud (Summer ’24, Winter ’25)',
    'HubSpot CRM (API v3)',
    'Dynamics 365 Sales',
    'Zoho CRM (API v6)',
  ],
  useCases: [
    'Account teams tracking key retail customers',
    'Service desks answering order-status questions',
    'Manufacturers with dealer portals',
  ],
});
