import { defineIntegration } from './types';

export default defineIntegration('qad', {
  logoColor: '#0096d6',
  integrationTime: '2-4 weeks',
  features: [
    { title: 'QAD EDI ECommerce compatible', description: 'Works with or replaces QAD EDI ECommerce setups.' },
    { title: 'Scheduled orders', description: 'Customer schedules into QAD scheduled orders and releases.' },
    { title: 'Life-sciences traceability', description: 'Lot and serial data on every shipment.' },
    { title: 'Adaptive ERP APIs', description: 'REST APIs for cloud customers.' },
  ],
  benefits: [
    'OEM schedules processed automatically',
    'AIAG-compliant ASNs and labels',
    'Validated processes for regulated industries',
    'Lower dependence on custom QAD code',
  ],
  supportedVersions: [
    'QAD Adaptive ERP',
    'QAD Enterprise Edition (2016 and later)',
    'QAD Standard Edition 2011.1 and later',
  ],
  useCases: ['Automotive tier suppliers', 'Medical device manufacturers', 'Food and beverage producers'],
});
