import type { IconName } from '../icons';
import type { HeadCopy } from '../head';

export interface CaseStudy {
  id: string;
  title: string;
  filename: string;
  description: string;
  industry: string;
  highlights: [string, string, string];
  color: string;
  icon: IconName;
  /** The PDF's body: generated at build time from these words. */
  customer: string;
  challenge: string[];
  solution: string[];
  results: string[];
  metrics: { value: string; label: string }[];
}

export const caseStudies: CaseStudy[] = [
  {
    id: 'sap-integration',
    title: 'SAP S/4HANA EDI Integration for a Consumer Goods Manufacturer',
    filename: 'sap-integration-case-study.pdf',
    description:
      'Replacing a legacy translator with IDoc-to-EDI integration for 140 retail partners during an S/4HANA migration.',
    industry: 'Manufacturing',
    highlights: ['140 partners migrated in 9 weeks', 'Chargebacks down 78%', 'Order entry time cut by 75%'],
    color: '#0a6ed1',
    icon: 'database',
    customer: 'Ironvale Works, a consumer-goods manufacturer with plants in Ohio and Mexico',
    challenge: [
      'Ironvale was moving from SAP ECC to S/4HANA while its EDI translator reached end of life. 140 retail partners sent purchase orders, and every retailer had its own ASN and label rules.',
      'A previous attempt to rebuild the maps in-house had stalled: each partner took two to three weeks of custom ABAP and testing, and chargebacks for late or incorrect ASNs cost over $400,000 a year.',
    ],
    solution: [
      'Northwind EDI connected S/4HANA through standard IDocs (ORDERS05, DESADV01, INVOIC02) and moved every partner onto pre-built retail maps from the EDI library. MapStudio’s AI suggestions drafted the partner-specific differences, which Ironvale’s analysts reviewed.',
      'Partners were cut over in waves of 20 with parallel testing, so no retailer noticed the change. Validation rules now check every 856 against the retailer’s guide before it leaves.',
    ],
    results: [
      'All 140 partners were live on S/4HANA nine weeks after kickoff. Chargebacks fell by 78% in the first two quarters, and orders reach SAP within minutes instead of the next morning.',
    ],
    metrics: [
      { value: '9 weeks', label: 'to migrate 140 partners' },
      { value: '78%', label: 'fewer chargebacks' },
      { value: '75%', label: 'faster order processing' },
    ],
  },
  {
    id: 'web-scraper',
    title: 'Automated Portal Data Capture for a Distributor',
    filename: 'web-scraper-case-study.pdf',
    description:
      'Turning order and remittance data trapped in customer web portals into structured documents, without manual downloads.',
    industry: 'Distribution',
    highlights: ['32 customer portals automated', '25 hours a week saved', 'Remittances applied same day'],
    color: '#6a1b9a',
    icon: 'code',
    customer: 'Prairie Distributors, a regional food-service distributor',
    challenge: [
      'Many of Prairie’s smaller customers could not send EDI. Orders, remittances and deduction notices sat in 32 different web portals, downloaded by hand every morning by three people.',
      'Missed downloads meant late shipments and unexplained short payments that took weeks to resolve.',
    ],
    solution: [
      'We built scheduled, credential-vaulted portal collectors that log in, download new documents and convert them into the same JSON and X12 820 formats Prairie receives from its EDI customers.',
      'Each collector is monitored like an EDI connection: if a portal changes its layout, an alert opens a ticket with our support team before the next run.',
    ],
    results: [
      'Portal documents now arrive in the ERP beside EDI documents, processed by the same rules. The team spends its time on exceptions rather than downloads.',
    ],
    metrics: [
      { value: '32', label: 'portals automated' },
      { value: '25 h', label: 'saved every week' },
      { value: 'Same day', label: 'cash application' },
    ],
  },
  {
    id: 'invoice-transparency',
    title: 'Invoice Transparency Platform for a Healthcare Supply Network',
    filename: 'invoice-transparency-case-study.pdf',
    description: 'Giving suppliers and hospital buyers one view of every invoice, from receipt to payment.',
    industry: 'Healthcare',
    highlights: ['Invoice queries down 64%', 'Payments 40% faster', '1,100 suppliers on one portal'],
    color: '#00695c',
    icon: 'receipt',
    customer: 'Clearwater Health, a network of 14 hospitals and 60 clinics',
    challenge: [
      'Clearwater’s accounts-payable team answered more than 2,000 supplier calls a month asking where an invoice was. Invoices arrived by EDI, e-mail and paper, and status lived in three systems.',
    ],
    solution: [
      'Northwind EDI normalised every incoming invoice (X12 810, PDF and e-mail) into one pipeline, matched it against purchase orders and receipts, and published its status to a supplier portal.',
      'Suppliers see when an invoice was received, matched, approved and paid, with remittance detail from the 820.',
    ],
    results: [
      'Supplier status calls fell by 64% and average time to payment dropped by 40%, capturing early-payment discounts Clearwater had been missing.',
    ],
    metrics: [
      { value: '64%', label: 'fewer invoice queries' },
      { value: '40%', label: 'faster payments' },
      { value: '1,100', label: 'suppliers onboarded' },
    ],
  },
  {
    id: 'otc-module',
    title: 'Order-to-Cash Module for a Wholesale Beverage Distributor',
    filename: 'otc-module-case-study.pdf',
    description:
      'Automating orders, ship notices, invoices and cash application across grocery and convenience chains.',
    industry: 'Wholesale',
    highlights: ['95% of orders touchless', 'DSO down 9 days', '$2.4M annual savings'],
    color: '#c2410c',
    icon: 'shopping-cart',
    customer: 'Westbrook Beverage, a wholesaler serving 3,000 stores',
    challenge: [
      'Westbrook received orders from grocery chains by EDI and from convenience stores by phone and spreadsheet. Invoices went out on paper, and deductions were reconciled by hand weeks later.',
    ],
    solution: [
      'Our order-to-cash module brought every channel into one flow: 850 and 875 orders, spreadsheet uploads through the portal, store-level 856s, 880 invoices and 820 remittances matched automatically.',
      'Deductions are coded by reason and routed to the right team with the supporting documents attached.',
    ],
    results: [
      'Ninety-five percent of orders now flow without a person touching them. Days sales outstanding fell by nine days and the business saves an estimated $2.4 million a year.',
    ],
    metrics: [
      { value: '95%', label: 'touchless orders' },
      { value: '9 days', label: 'lower DSO' },
      { value: '$2.4M', label: 'saved each year' },
    ],
  },
  {
    id: 'supplier-onboarding',
    title: 'Rapid Supplier Onboarding for a Retail Chain',
    filename: 'supplier-onboarding-case-study.pdf',
    description: 'Bringing 600 suppliers onto electronic ordering in one quarter through the supplier program.',
    industry: 'Retail',
    highlights: ['600 suppliers in 12 weeks', 'Average onboarding 4 days', 'Paper POs eliminated'],
    color: '#1b5e20',
    icon: 'users',
    customer: 'Maple Lane Home, a 220-store home-goods retailer',
    challenge: [
      'Only a third of Maple Lane’s suppliers traded by EDI. The rest received purchase orders by e-mail and sent paper invoices, so receiving and payment were slow and error-prone.',
    ],
    solution: [
      'Using the supplier program, every supplier chose a path: EDI, REST API, file transfer or the web portal. Onboarding specialists ran weekly cohorts with self-service registration and automated testing.',
      'Small suppliers went live on the portal the same day; larger ones connected their systems within two weeks.',
    ],
    results: [
      'Six hundred suppliers were trading electronically after twelve weeks, with an average onboarding time of four days. Paper purchase orders are gone.',
    ],
    metrics: [
      { value: '600', label: 'suppliers onboarded' },
      { value: '4 days', label: 'average onboarding' },
      { value: '100%', label: 'electronic POs' },
    ],
  },
  {
    id: 'transportation-module',
    title: 'Transportation Module for a Third-Party Logistics Provider',
    filename: 'transportation-module-case-study.pdf',
    description: 'Connecting a 3PL’s TMS to 120 carriers for tenders, tracking and freight audit.',
    industry: 'Logistics',
    highlights: ['120 carriers connected', 'Tender response in minutes', 'Freight overcharges caught: $310K'],
    color: '#455a64',
    icon: 'truck',
    customer: 'Meridian Freight, a 3PL running 9 warehouses',
    challenge: [
      'Meridian tendered loads by e-mail and phone, tracked shipments on carrier websites, and paid freight invoices with little checking. Clients asked for tracking the 3PL could not provide.',
    ],
    solution: [
      'Our transportation module connected Meridian’s TMS to 120 carriers through X12 204/990/214/210 and carrier APIs, with cascading tenders and one tracking timeline per shipment.',
      'Every 210 invoice is audited against the tender and contracted rates before payment.',
    ],
    results: [
      'Tender responses arrive in minutes, clients see live tracking, and the freight audit caught $310,000 of overcharges in the first year.',
    ],
    metrics: [
      { value: '120', label: 'carriers connected' },
      { value: 'Minutes', label: 'to tender acceptance' },
      { value: '$310K', label: 'overcharges caught' },
    ],
  },
];

export const caseStudiesCopy = {
  hero: {
    eyebrow: 'Case Studies',
    title: 'Results our customers measured',
    intro:
      'Six integration projects, from an SAP rollout to a transportation module: the challenge, what we built and the numbers that followed.',
  },
  /** The hero's picture: the first metric of every study. */
  heroVisual: { title: 'The headline figure of each project' },
  view: 'View',
  download: 'Download',
  preview: 'Preview',
  previewTitle: (title: string) => `Preview: ${title}`,
  closePreview: 'Close preview',
  close: 'Close',
  pdfLabel: 'PDF',
  contact: {
    title: 'Want results like these?',
    text: 'Tell us about your partners and systems and we will show you how we would approach them.',
    cta: 'Contact us',
  },
  pdf: {
    challenge: 'The challenge',
    solution: 'What we built',
    results: 'Results',
    highlights: 'Highlights',
    customer: 'Customer',
    footer: 'Northwind EDI · northwind-edi.example · sales@northwind-edi.example',
  },
} as const;

/** Head copy of /case-studies. */
export const caseStudiesHead: HeadCopy = {
  title: 'EDI Integration Case Studies | Northwind EDI',
  description:
    'Read how manufacturers, distributors and logistics providers cut costs and onboarded partners faster with Northwind EDI: SAP, order-to-cash, supplier onboarding and transportation projects.',
  keywords: ['EDI case studies', 'SAP EDI integration', 'supplier onboarding case study'],
};
