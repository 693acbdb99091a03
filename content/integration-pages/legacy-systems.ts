import { defineIntegration } from './types';

export default defineIntegration('legacy-systems', {
  logoColor: '#6d4c41',
  integrationTime: '3-6 weeks',
  features: [
    { title: 'Flat-file translation', description: 'Fixed-width and delimited files translated to EDI and APIs.' },
    { title: 'IBM i and mainframe', description: 'Data queues, DB2 and COBOL copybooks supported.' },
    { title: 'Message queues', description: 'IBM MQ and JMS for near-real-time exchange.' },
    { title: 'Gradual modernisation', description: 'Move partners to APIs without touching the legacy system.' },
  ],
  benefits: [
    'Keep stable systems running while partners modernise',
    'Retire fragile scripts and FTP jobs',
    'Full monitoring on old interfaces',
    'A path to modern APIs at your pace',
  ],
  supportedVersions: [
    'IBM i (AS/400) 7.3, 7.4 and 7.5',
    'IBM z/OS with COBOL copybook layouts',
    'IBM MQ 9.3',
    'Fixed-width and delimited flat files (ASCII and EBCDIC)',
  ],
  useCases: [
    'Manufacturers on AS/400 ERP',
    'Insurers and banks on mainframes',
    'Distributors with in-house legacy order systems',
  ],
});
