import { defineIntegration } from './types';

export default defineIntegration('jd-edwards', {
  logoColor: '#c74634',
  integrationTime: '3-6 weeks',
  features: [
    { title: 'Orchestrator APIs', description: 'JDE Orchestrations expose sales and purchasing as REST endpoints.' },
    { title: 'EDI Z-file compatibility', description: 'Works with existing F47 inbound and outbound tables.' },
    { title: 'World support', description: 'Flat-file integration for JD Edwards World.' },
    { title: 'Gradual modernisation', description: 'Replace legacy translators one partner at a time.' },
  ],
  benefits: [
    'Retire end-of-life translators without a big-bang cutover',
    'Reuse existing F47 processes',
    'Real-time status instead of overnight batches',
    'Lower maintenance on custom UBEs',
  ],
  supportedVersions: [
    'JD Edwards EnterpriseOne 9.2 (Tools 9.2.8)',
    'JD Edwards EnterpriseOne 9.1',
    'JD Edwards World A9.4',
  ],
  useCases: [
    'Distribution on EnterpriseOne with retail customers',
    'Manufacturing with automotive schedules',
    'Consolidating translators after acquisitions',
  ],
});
