import { defineIntegration } from './types';

export default defineIntegration('epicor', {
  logoColor: '#1e88e5',
  integrationTime: '2-4 weeks',
  features: [
    { title: 'Kinetic REST APIs', description: 'Sales orders, shipments and invoices through Epicor’s REST services.' },
    { title: 'Prophet 21 integration', description: 'Distributor workflows including drop-ship and special orders.' },
    { title: 'Demand Management alignment', description: 'Works with or replaces Epicor Demand Management EDI.' },
    { title: 'BPM-friendly events', description: 'Epicor BPMs trigger outbound documents.' },
  ],
  benefits: [
    'Live in 2-4 weeks with proven maps',
    'Up to 60% fewer manual order touches',
    'Automotive schedules processed automatically',
    'One partner network for manufacturing and distribution',
  ],
  supportedVersions: [
    'Epicor Kinetic 2023.2 and 2024.1',
    'Epicor ERP 10.2',
    'Prophet 21 2023 and 2024',
    'Epicor Eclipse 9',
  ],
  useCases: [
    'Make-to-order manufacturers with retail customers',
    'Industrial distributors on Prophet 21',
    'Automotive tier suppliers on Kinetic',
  ],
});
