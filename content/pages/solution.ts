/** Copy shared by every solution page (the per-solution words live in content/solution-pages/). */
export const solutionTemplateCopy = {
  startIntegration: 'Start Integration',
  capabilityTitle: 'Integration capabilities',
  x12Label: 'X12 transactions',
  edifactLabel: 'EDIFACT messages',
  endpoints: (n: number) => `${n}+ Endpoints`,
  endpointsLabel: 'REST API',
  stats: [
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Monitoring & Support' },
    { value: '90%', label: 'Faster deployment with AI mapping' },
    { value: '99.5%', label: 'Data accuracy' },
  ],
  process: { title: 'How it works', intro: 'Four steps from first document to full automation.' },
  x12: { title: 'EDI X12 Transactions', intro: 'ASC X12 release 005010 transaction sets this solution exchanges.' },
  edifact: { title: 'EDIFACT Messages', intro: 'UN/EDIFACT D.96A messages for international partners.' },
  api: {
    title: 'REST API Endpoints',
    intro: 'Prefer APIs? The same flows are available as REST endpoints.',
    facts: [
      { label: 'Rate limit', value: '1000 requests/minute' },
      { label: 'Formats', value: 'JSON / XML' },
      { label: 'Authentication', value: 'OAuth 2.0 / API Key' },
    ],
  },
  benefits: { title: 'Benefits' },
  useCases: { title: 'Use Cases' },
  industries: { title: 'Industries' },
  technical: { title: 'Technical Features' },
  cta: {
    title: 'See it with your own documents',
    text: 'Book a 30-minute demo and we will walk through this solution with your partners and systems.',
    scheduleDemo: 'Schedule a Demo',
  },
  breadcrumbHome: 'Home',
} as const;

export const integrationTemplateCopy = {
  startIntegration: 'Start Integration',
  scheduleDemo: 'Schedule a Demo',
  eyebrow: 'Integration',
  whyTitle: (name: string) => `Why choose Northwind EDI for ${name}`,
  benefitsTitle: 'Business Benefits',
  versionsTitle: 'Supported Versions',
  casesTitle: 'Use Cases',
  cta: {
    title: (name: string) => `Connect ${name} to your trading partners`,
    text: 'See the integration running with your documents in a 30-minute demo, or talk to an architect about your setup.',
  },
} as const;

/** Words of the hero visuals on the solution and integration templates. */
export const heroVisualCopy = {
  hubDetail: 'Mapping · validation · monitoring',
  partners: 'Your trading partners',
  partnersDetail: 'X12 · EDIFACT · API · AS2 · SFTP',
} as const;
