import { defineIntegration } from './types';

export default defineIntegration('workday', {
  logoColor: '#f5a623',
  integrationTime: '3-4 weeks',
  features: [
    {
      title: 'Workday web services',
      description: 'Suppliers, invoices and payments through Workday SOAP and REST APIs.',
    },
    {
      title: 'EIB and Studio compatible',
      description: 'Works with Enterprise Interface Builder and Workday Studio integrations.',
    },
    { title: 'Benefits carrier feeds', description: '834 enrollment files generated from Workday HCM events.' },
    { title: 'Bank connectivity', description: 'Payment files and statements for Workday Financials.' },
  ],
  benefits: [
    'Carrier enrollment changes within a day',
    'AP invoices from suppliers straight into Workday',
    'Bank reconciliation automated from statements',
    'Security model aligned with Workday roles',
  ],
  supportedVersions: [
    'Workday Financial Management (2024R1, 2024R2)',
    'Workday HCM (2024R1, 2024R2)',
    'Workday Web Services v42-v43',
    'Workday Studio and EIB',
  ],
  useCases: [
    'Benefits enrollment with dozens of carriers',
    'Supplier invoice automation',
    'Treasury and payments with multiple banks',
  ],
});
