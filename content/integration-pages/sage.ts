import { defineIntegration } from './types';

export default defineIntegration('sage', {
  logoColor: '#00d639',
  integrationTime: '2-3 weeks',
  features: [
    { title: 'Sage Intacct web services', description: 'Orders and invoices through the Intacct XML and REST APIs.' },
    { title: 'Sage X3 SOAP services', description: 'Sales and purchasing objects exposed through X3 web services.' },
    { title: 'Sage 100 business objects', description: 'Sales orders and shipments via Sage 100 BOI.' },
    { title: 'Accounting-first controls', description: 'Every document posts with the right dimensions and entities.' },
  ],
  benefits: [
    'Retail EDI without leaving Sage',
    'Order entry cut by 70%',
    'Invoices out the same day goods ship',
    'Affordable for growing businesses',
  ],
  supportedVersions: [
    'Sage Intacct (quarterly releases 2024 R1-R4)',
    'Sage X3 version 12',
    'Sage 100 2023 and 2024',
    'Sage 300 2023',
  ],
  useCases: [
    'Consumer-goods brands selling to retail chains',
    'Distributors on Sage X3',
    'Finance teams automating AP on Intacct',
  ],
});
