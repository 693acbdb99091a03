import { defineIntegration } from './types';

export default defineIntegration('dynamics-gp', {
  logoColor: '#2b579a',
  integrationTime: '2-3 weeks',
  features: [
    {
      title: 'eConnect integration',
      description: 'Sales and purchasing documents created through eConnect and SQL views.',
    },
    { title: 'Scheduled or real-time', description: 'Poll or trigger exchanges to match your GP workload.' },
    {
      title: 'Item and customer cross-references',
      description: 'Partner item numbers and ship-tos mapped to GP masters.',
    },
    { title: 'Cloud-ready path', description: 'The same maps move with you to Business Central.' },
  ],
  benefits: [
    'EDI without replacing a stable GP system',
    'Order entry time cut by 70%',
    'A clean migration path to Business Central',
    'Support for GP’s end-of-life timeline',
  ],
  supportedVersions: [
    'Microsoft Dynamics GP 18.x (October 2019 to 2024 updates)',
    'Dynamics GP 2018 R2',
    'Dynamics GP 2016 R2',
  ],
  useCases: [
    'Small manufacturers supplying big-box retail',
    'Distributors with drop-ship programmes',
    'Preparing GP data for a Business Central move',
  ],
});
