import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export interface ToolCard {
  title: string;
  description: string;
  icon: IconName;
  features: [string, string, string, string];
}

export const homeCopy = {
  hero: {
    eyebrow: 'AI-Driven EDI & API Solutions',
    title: 'Connect every system and trading partner, with AI doing the mapping',
    intro:
      'Northwind EDI links your ERP, warehouse, transportation, CRM and e-commerce systems with customers and suppliers over X12, EDIFACT, TRADACOMS and APIs: one managed platform, any protocol, any format.',
    getStarted: 'Get Started',
    diagramLabel: 'The Northwind EDI platform and its ten capabilities',
    capabilities: [
      'EDI Operations',
      'Partner Mgmt',
      'Analytics',
      'Infrastructure',
      'EDI Mapping',
      'VAN Services',
      'Security',
      'Monitoring',
      'Business Rules',
      'Archival',
    ],
    legend: [
      { label: 'Data Flow', kind: 'flow' },
      { label: 'Active Transactions', kind: 'active' },
    ],
  },
  claims: [
    {
      title: 'Proprietary EDI library',
      text: 'Pre-built maps for over 100 transaction sets across X12, EDIFACT and TRADACOMS.',
      icon: 'book-open',
    },
    {
      title: 'Universal connectivity',
      text: 'Any protocol, any format: AS2, SFTP, VAN, APIs and more, managed for you.',
      icon: 'cloud',
    },
    {
      title: 'Free EDI converter',
      text: 'Validate and convert EDI files to JSON, XML, CSV or Excel in under 3 seconds.',
      icon: 'file-text',
    },
  ] as { title: string; text: string; icon: IconName }[],
  tools: {
    title: 'One platform, six tools',
    intro: 'Everything an integration team needs, from mapping to monitoring, in one cloud platform.',
    items: [
      {
        title: 'EDI Library',
        icon: 'book-open',
        description: 'A proprietary library of validated maps and partner rules, ready to reuse.',
        features: [
          '100+ transaction sets',
          'Retailer and OEM rule packs',
          'Version-controlled maps',
          'X12, EDIFACT and TRADACOMS',
        ],
      },
      {
        title: 'MapStudio',
        icon: 'layers',
        description: 'AI-assisted mapping that drafts maps from samples for people to review.',
        features: [
          'AI field suggestions',
          'Visual drag-and-drop editor',
          'Test with real documents',
          'Side-by-side diff of versions',
        ],
      },
      {
        title: 'App Builder',
        icon: 'layout-grid',
        description: 'No-code apps for the workflows around your documents.',
        features: ['Forms and approvals', 'Role-based screens', 'Partner self-service portals', 'Publish in minutes'],
      },
      {
        title: 'API Flow',
        icon: 'code',
        description: 'Build custom APIs and reports on top of your integration data.',
        features: ['REST endpoints from flows', 'OAuth 2.0 and API keys', 'Scheduled reports', 'Webhooks on any event'],
      },
      {
        title: 'Schema Zen',
        icon: 'database',
        description: 'Explore databases and schedule the reports your teams ask for.',
        features: ['Schema explorer', 'Saved queries', 'Scheduled exports', 'Data lineage view'],
      },
      {
        title: 'Connectivity Hub',
        icon: 'server',
        description: 'Every transport in one place, monitored around the clock.',
        features: ['FTP and SFTP', 'VAN interconnects', 'AS2 with MDNs', 'OFTP2 for automotive'],
      },
    ] as ToolCard[],
  },
  solutions: {
    title: 'Industry-Leading Solutions',
    intro: 'Pre-built processes for the way your business trades.',
    learnMore: 'Learn More',
  },
  capabilities: {
    title: 'Any format, any protocol, any system',
    formatsTitle: 'File formats',
    formats: ['EDI X12', 'EDIFACT', 'XML', 'JSON', 'CSV', 'Excel', 'Flat file', 'PDF', 'cXML', 'TRADACOMS'],
    protocolsTitle: 'Protocols',
    protocols: ['AS2', 'SFTP', 'FTP', 'FTPS', 'VAN', 'OFTP2', 'REST', 'SOAP', 'Email', 'JDBC', 'GraphQL', 'Webhook'],
    systemsTitle: 'Systems',
    systems: [
      { name: 'ERP', text: 'SAP, Oracle, Dynamics, NetSuite and 20 more' },
      { name: 'WMS', text: 'Manhattan, Blue Yonder, SAP EWM' },
      { name: 'TMS', text: 'Oracle OTM, MercuryGate, e2open' },
      { name: 'CRM', text: 'Salesforce, HubSpot, Dynamics 365' },
    ],
  },
  clients: {
    title: 'Trusted by businesses worldwide',
    stats: [
      { value: '500+', label: 'Active clients' },
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '50+', label: 'Countries' },
    ],
    previous: 'Previous logos',
    next: 'Next logos',
    pause: 'Pause logo rotation',
    play: 'Resume logo rotation',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    carouselLabel: 'Client logos',
  },
  integrations: {
    title: 'Works with the systems you already run',
    intro: 'Pre-built connectors for the leading ERPs and business systems.',
  },
  monitoring: {
    title: 'A monitoring dashboard that sees everything',
    intro: 'Every document, connection and partner in one view, with alerts before problems reach your customers.',
    features: [
      { title: 'Transaction monitoring', text: 'Follow every document from receipt to acknowledgment.' },
      { title: 'Error handling', text: 'Failed documents held with the reason and a one-click resend.' },
      { title: 'Channel monitoring', text: 'AS2, SFTP, VAN and API connections checked continuously.' },
      { title: 'Analytics', text: 'Volumes, trends and partner performance at a glance.' },
      { title: 'Partner configuration', text: 'Identifiers, rules and maps per partner in one place.' },
      { title: 'Alerts', text: 'E-mail, SMS and webhook alerts on the events you choose.' },
      { title: 'System health', text: 'Queue depths, latency and throughput in real time.' },
      { title: 'Ticketing', text: 'Issues become tickets our 24/7 team works with you.' },
      { title: 'Compliance', text: 'Audit trails and retention that satisfy auditors.' },
    ],
  },
  onboarding: {
    title: 'Live faster, spend less',
    items: [
      { value: '3-5', label: 'Business days to onboard a partner' },
      { value: '60%', label: 'Lower operational costs' },
      { value: '3x', label: 'Faster return on investment' },
      { value: '< 5 min', label: 'Average error resolution' },
    ],
  },
  awards: {
    title: 'Awards and certifications',
    items: [
      {
        title: 'SOC 1 Type II',
        years: '2022 - 2025',
        description: 'Independent audit of controls over financial reporting.',
      },
      {
        title: 'SOC 2 Type II',
        years: '2022 - 2025',
        description: 'Audited security, availability and confidentiality.',
      },
      {
        title: 'Top 3PL Technology Provider',
        years: '2023, 2024',
        description: 'Recognised by logistics readers for 3PL integration.',
      },
    ],
  },
  cta: {
    title: 'Ready to modernise your EDI?',
    text: 'Start a free trial, book a demo with an integration architect, or tell us about your project.',
    trial: 'Start Free Trial',
    demo: 'Schedule Demo',
    getStarted: 'Get Started Today',
  },
} as const;

/** Head copy of /. */
export const homeHead: HeadCopy = {
  title: 'AI-Powered EDI & API Integration Solutions | Northwind EDI',
  description:
    'Northwind EDI connects ERP, WMS, TMS, CRM and e-commerce systems with trading partners through AI-assisted EDI mapping, APIs and managed connectivity. 500+ clients, 99.9% uptime.',
  keywords: ['EDI integration', 'API integration', 'AI EDI mapping', 'X12', 'EDIFACT', 'managed EDI'],
};
