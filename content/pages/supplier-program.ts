import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export interface ConnectivityOption {
  title: string;
  icon: IconName;
  standards: string;
  protocols: string;
  bestFor: string;
  badge?: string;
}

export const supplierProgramCopy = {
  hero: {
    eyebrow: 'Supplier Program',
    title: 'Connect with your buyers the way that suits you',
    intro:
      'Trade with your customers through EDI, REST APIs, SOAP, a web-EDI portal or file transfer. We onboard you in days, test with you, and monitor every document after go-live.',
    start: 'Start Onboarding',
    connectivity: 'See Connectivity Options',
  },
  /** The hero's picture: the supplier, its ways in, the hub and the buyers behind it. */
  heroVisual: { supplier: 'Your business', buyers: 'Every buyer on the network' },
  benefits: {
    title: 'Why suppliers join',
    intro: 'One connection to Northwind EDI reaches every buyer on our network.',
    items: [
      {
        title: 'Get paid 40% faster',
        icon: 'receipt',
        text: 'Electronic invoices match purchase orders automatically, so payments are released 40% faster on average.',
      },
      {
        title: 'Fewer chargebacks',
        icon: 'file-text',
        text: 'Documents are validated against each buyer’s rules before they are sent, so compliance errors are caught early.',
      },
      {
        title: 'No new software',
        icon: 'cloud',
        text: 'Use the web portal, your ERP’s API or a file drop: nothing to install, no hardware to buy.',
      },
      {
        title: 'Real people to help',
        icon: 'headset',
        text: 'A named onboarding specialist and 24/7 support once you are live.',
      },
    ] as { title: string; icon: IconName; text: string }[],
  },
  connectivity: {
    title: 'Connectivity Options',
    intro: 'Pick the path that matches your systems; you can change it later without your buyers noticing.',
    labels: { standards: 'Standards', protocols: 'Protocols', bestFor: 'Best for' },
    options: [
      {
        title: 'Traditional EDI',
        icon: 'server',
        standards: 'X12 (004010, 005010), EDIFACT (D.96A, D.01B), TRADACOMS',
        protocols: 'AS2, SFTP, FTPS, VAN, OFTP2',
        bestFor: 'Suppliers with an EDI translator or a large document volume',
      },
      {
        title: 'REST API',
        icon: 'code',
        standards: 'JSON documents mapped to X12/EDIFACT by us',
        protocols: 'HTTPS REST, webhooks, OAuth 2.0 or API key',
        bestFor: 'Suppliers with a modern ERP or e-commerce platform',
        badge: 'Preferred for REST APIs and webhooks',
      },
      {
        title: 'SOAP Web Services',
        icon: 'layers',
        standards: 'XML with WSDL contracts',
        protocols: 'HTTPS SOAP 1.1/1.2, WS-Security',
        bestFor: 'Suppliers running established SAP or Oracle middleware',
      },
      {
        title: 'Web-EDI Portal',
        icon: 'layout-grid',
        standards: 'Forms that produce compliant documents',
        protocols: 'Browser (HTTPS)',
        bestFor: 'Small suppliers with a few orders a week; live the same day',
      },
      {
        title: 'File Transfer',
        icon: 'hard-drive',
        standards: 'CSV, Excel, XML or flat files we map',
        protocols: 'SFTP, FTPS, e-mail attachments',
        bestFor: 'Suppliers exporting files from an ERP or accounting package',
      },
    ] as ConnectivityOption[],
  },
  documents: {
    title: 'Core Document Types',
    intro: 'The eight documents most buyers exchange with their suppliers.',
    items: [
      { code: 'ORDERS', name: 'Purchase Order' },
      { code: 'ORDRSP', name: 'Purchase Order Response' },
      { code: 'DESADV/ASN', name: 'Despatch Advice / Advance Ship Notice' },
      { code: 'INVOIC', name: 'Invoice' },
      { code: 'PRICAT', name: 'Price/Sales Catalogue' },
      { code: 'REMADV', name: 'Remittance Advice' },
      { code: 'ORDCHG', name: 'Purchase Order Change Request' },
      { code: 'CREDIT', name: 'Credit Note' },
    ],
  },
  onboarding: {
    title: 'Onboarding Process',
    intro: 'Seven steps from registration to trading, typically three weeks end to end.',
    goLive: 'Go-live: the same day for web-EDI, 1-2 weeks for API, 2-4 weeks for complex EDI.',
    steps: [
      {
        number: 1,
        title: 'Register',
        description: 'Create your supplier account and accept the trading agreement your buyer sent you.',
        time: 'Day 1',
      },
      {
        number: 2,
        title: 'Complete your profile',
        description: 'Company details, identifiers (GLN, DUNS or EDI IDs), contacts and bank details for remittances.',
        time: 'Day 1-2',
      },
      {
        number: 3,
        title: 'Choose your path',
        description: 'EDI, REST API, SOAP, web portal or file transfer, with help from your onboarding specialist.',
        time: 'Day 2',
      },
      {
        number: 4,
        title: 'Set up the connection',
        description: 'We exchange certificates or credentials and configure the maps for your buyer’s documents.',
        time: 'Day 3-7',
      },
      {
        number: 5,
        title: 'Test',
        description:
          'Send test orders, ship notices and invoices; we validate each against the buyer’s rules and fix issues with you.',
        time: 'Day 7-14',
      },
      {
        number: 6,
        title: 'Go live',
        description: 'Your buyer switches you to production and the first live documents are watched closely.',
        time: 'Day 14-21',
      },
      {
        number: 7,
        title: 'Monitor and grow',
        description: 'Ongoing monitoring, alerts and support; adding more buyers reuses your connection.',
        time: 'Ongoing',
      },
    ],
  },
  developers: {
    title: 'Developer Resources',
    intro: 'Everything your developers need to connect through our APIs or EDI.',
    items: [
      {
        title: 'API reference and sandbox',
        text: 'REST endpoints for orders, ship notices and invoices, with a sandbox to test against. Access is issued during onboarding.',
        cta: 'Request sandbox access',
        href: '/contact',
      },
      {
        title: 'X12 transaction set guide',
        text: 'What each X12 005010 set is for, with its usage and industries.',
        cta: 'Browse X12 sets',
        href: '/resources/x12-transaction-sets',
      },
      {
        title: 'EDIFACT message guide',
        text: 'All D.96A messages, including ORDERS, DESADV and INVOIC.',
        cta: 'Browse EDIFACT messages',
        href: '/resources/edifact-messages',
      },
      {
        title: 'Free EDI converter',
        text: 'Validate your test files and convert them to JSON, XML or CSV before you send them.',
        cta: 'Try the converter',
        href: '/about-edi-converter',
      },
    ],
  },
  security: {
    title: 'Security',
    intro: 'Your documents carry prices, volumes and bank details; we protect them accordingly.',
    items: [
      'Transport encryption with TLS 1.2 or higher on every connection; AS2 with signed and encrypted messages and MDNs',
      'Encryption at rest for stored documents and archives',
      'SOC 1 and SOC 2 audited operations',
      'Role-based access, SSO and multi-factor authentication in the portal',
      'Full audit trail of every document and every change',
    ],
  },
  monitoring: {
    title: 'Monitoring and SLA',
    intro: 'You see what your buyer sees, and so do we.',
    items: [
      { value: '99.9%', label: 'Uptime SLA' },
      { value: '24/7', label: 'Monitoring and support' },
      { value: '< 5 min', label: 'Average error resolution' },
      { value: 'Real time', label: 'Document status and alerts' },
    ],
  },
  supplierBenefits: {
    title: 'What you get as a supplier',
    items: [
      'One connection for every buyer on the network',
      'Validation against each buyer’s rules before sending',
      'Automatic acknowledgments (997 / CONTRL) and status tracking',
      'Invoice and remittance visibility for faster cash flow',
      'Dashboards and alerts for every document',
      'Free onboarding support and testing',
    ],
  },
  checklist: {
    title: 'Technical Checklist',
    intro: 'Have these ready and onboarding goes quickly.',
    items: [
      'Your trading-partner identifiers (ISA/GS IDs, UNB IDs, GLN or DUNS)',
      'Connection details: AS2 ID and certificate, SFTP keys, or API client credentials',
      'A contact for technical questions and one for business questions',
      'Sample documents or exports from your ERP',
      'Your buyer’s implementation guides (we usually have them)',
      'A test environment or test company in your ERP',
    ],
  },
  faq: {
    title: 'Supplier FAQ',
    items: [
      {
        id: 'cost',
        question: 'Does joining cost anything?',
        answer:
          'Onboarding and testing are free. Buyers on our network typically sponsor the web portal; EDI, API and file connections are priced by document volume, and we quote before you commit.',
      },
      {
        id: 'time',
        question: 'How long does onboarding take?',
        answer:
          'Most suppliers are live within 14-21 days. With the web-EDI portal you can go live the same day; API connections take 1-2 weeks and complex EDI 2-4 weeks.',
      },
      {
        id: 'software',
        question: 'Do I need EDI software?',
        answer:
          'No. You can use our web portal, send files you already export, or call our REST API. If you already have an EDI translator, connect it over AS2, SFTP or a VAN.',
      },
      {
        id: 'multiple-buyers',
        question: 'I trade with several buyers. Do I connect to each?',
        answer:
          'No. One connection to Northwind EDI reaches every buyer on the network; we apply each buyer’s rules to your documents.',
      },
      {
        id: 'errors',
        question: 'What happens if a document fails?',
        answer:
          'It is held, you get an alert with the reason, and our support team helps you fix and resend it. Most issues are resolved in under 5 minutes.',
      },
      {
        id: 'security',
        question: 'How is my data protected?',
        answer:
          'Every connection uses TLS 1.2 or higher, documents are encrypted at rest, and our operations are audited under SOC 1 and SOC 2.',
      },
    ],
  },
  cta: {
    title: 'Ready to start trading electronically?',
    text: 'Tell us which buyer invited you and how you would like to connect. Our onboarding team replies within one business day.',
    start: 'Start Onboarding',
    emailLabel: 'E-mail onboarding',
    callLabel: 'Call us',
  },
} as const;

/** Head copy of /supplier-program. */
export const supplierProgramHead: HeadCopy = {
  title: 'Supplier Program: Connect by EDI, API or Web Portal | Northwind EDI',
  description:
    'Suppliers connect to their buyers through EDI, REST APIs, SOAP, a web-EDI portal or file transfer. See connectivity options, document types and the 7-step onboarding.',
  keywords: ['supplier onboarding', 'supplier EDI program', 'web EDI portal', 'EDI compliance'],
};
