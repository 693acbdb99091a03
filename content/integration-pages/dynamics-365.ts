import { defineIntegration } from './types';

export default defineIntegration('dynamics-365', {
  logoColor: '#0078d4',
  integrationTime: '2-4 weeks',
  features: [
    {
      title: 'Native data entities',
      description: 'Sales orders, purchase orders and invoices through D365 data entities and OData.',
    },
    { title: 'Business Central APIs', description: 'API v2.0 for Business Central customers of every size.' },
    { title: 'Dataverse events', description: 'Power Automate and Dataverse events start outbound documents.' },
    { title: 'Azure-friendly', description: 'Runs alongside Azure Integration Services if you already use them.' },
  ],
  benefits: [
    'Live in 2-4 weeks with pre-built maps',
    'No custom X++ for standard documents',
    '60% lower EDI operating cost',
    'Real-time status visible inside Dynamics',
  ],
  supportedVersions: [
    'Dynamics 365 Finance 10.0.x',
    'Dynamics 365 Supply Chain Management 10.0.x',
    'Dynamics 365 Business Central 2024 release wave 1 and 2 (v24, v25)',
    'Dynamics 365 Sales and Customer Service',
  ],
  useCases: [
    'Manufacturers trading with retail and OEM customers',
    'Distributors on Business Central scaling EDI volume',
    'Warehouse integration with 940/945',
    'Upgrading from AX or NAV with partners intact',
  ],
});
