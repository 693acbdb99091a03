import { defineIntegration } from './types';

export default defineIntegration('warehouse-management', {
  logoColor: '#00897b',
  integrationTime: '2-4 weeks',
  features: [
    { title: 'WMS adapters', description: 'Pre-built connections for leading WMS platforms.' },
    { title: 'Client-specific formats', description: 'Each shipper’s formats mapped to one warehouse model.' },
    { title: 'Inventory snapshots', description: 'Scheduled and on-demand 846 and INVRPT.' },
    { title: 'Label data', description: 'SSCC and carton content for compliant labels.' },
  ],
  benefits: [
    'Dock-to-stock time down by 30%',
    'Inventory accuracy clients trust',
    'New shipper clients in days',
    'Fewer manual order uploads',
  ],
  supportedVersions: [
    'Manhattan Active Warehouse Management',
    'Manhattan SCALE 2023',
    'Blue Yonder WMS 2023',
    'SAP Extended Warehouse Management (S/4HANA 2023)',
    'Oracle Warehouse Management Cloud',
    'Körber K.Motion WMS',
  ],
  useCases: ['3PL multi-client warehousing', 'Retail distribution centres', 'Cold-chain storage with lot tracking'],
});
