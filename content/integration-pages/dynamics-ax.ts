import { defineIntegration } from './types';

export default defineIntegration('dynamics-ax', {
  logoColor: '#2b579a',
  integrationTime: '3-4 weeks',
  features: [
    {
      title: 'AIF services',
      description: 'Sales and purchase documents through AX Application Integration Framework.',
    },
    { title: 'File-based option', description: 'Batch exports and imports where services are not enabled.' },
    { title: 'Multi-company support', description: 'One connection for every legal entity in AX.' },
    { title: 'D365 migration maps', description: 'Documents re-pointed to D365 data entities during an upgrade.' },
  ],
  benefits: [
    'Keep AX 2012 trading while you plan your move',
    'Reduce dependence on legacy EDI add-ons',
    'Same partners, same maps after the D365 upgrade',
    'Lower maintenance effort on AX customisations',
  ],
  supportedVersions: ['Dynamics AX 2012 R3 (CU13)', 'Dynamics AX 2012 R2', 'Dynamics AX 2009 SP1'],
  useCases: [
    'Manufacturers on AX 2012 with automotive customers',
    'Distributors bridging to Dynamics 365',
    'Consolidating EDI across AX legal entities',
  ],
});
