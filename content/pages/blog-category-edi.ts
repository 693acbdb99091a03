import type { HeadCopy } from '../head';
export interface CategoryCard {
  title: string;
  image: string;
  description: string;
}

const img = (name: string) => `/images/blog/${name}.svg`;

/** The 20 promotional cards of /blog-categories/edi; titles are matched to articles, images are the articles' own. */
export const ediCategoryCards: CategoryCard[] = [
  {
    title: "X12 vs. EDIFACT: What's the Difference and Which Do You Need?",
    image: img('x12-vs-edifact'),
    description: 'How the two dominant EDI standards differ, and how to trade in both.',
  },
  {
    title: 'The EDI Order Cycle: 850, 855, 856 and 810 Explained',
    image: img('order-cycle-850-855-856-810'),
    description: 'The four documents behind most B2B orders, step by step.',
  },
  {
    title: 'AS2 Explained: Secure EDI Over the Internet',
    image: img('as2-explained'),
    description: 'Signatures, encryption and MDNs: direct EDI without a VAN.',
  },
  {
    title: 'VAN vs. Direct Connections',
    image: img('van-vs-direct-connections'),
    description: 'When a value-added network still makes sense, and when AS2 or SFTP is cheaper.',
  },
  {
    title: 'ERP Integration Without Custom Code',
    image: img('erp-integration-without-custom-code'),
    description: 'Connecting SAP, Oracle, Dynamics and NetSuite to partners with pre-built maps.',
  },
  {
    title: 'Supplier Onboarding in Days, Not Months',
    image: img('supplier-onboarding-in-days'),
    description: 'A repeatable process to bring hundreds of suppliers onto EDI.',
  },
  {
    title: '997 and CONTRL Acknowledgments',
    image: img('997-and-contrl-acknowledgments'),
    description: 'What functional acknowledgments prove, and why missing ones cost money.',
  },
  {
    title: 'Advance Ship Notices Without Chargebacks',
    image: img('advance-ship-notices-without-chargebacks'),
    description: 'Getting 856 hierarchies, SSCC labels and timing right.',
  },
  {
    title: 'EDI for Third-Party Logistics Providers',
    image: img('edi-for-3pl-providers'),
    description: '940, 945 and 944: serving many shippers from one warehouse.',
  },
  {
    title: 'Healthcare EDI: 834, 835 and 837',
    image: img('healthcare-edi-834-835-837'),
    description: 'Enrollment, claims and payments under HIPAA.',
  },
  {
    title: 'Automotive Schedules: 830 and 862',
    image: img('automotive-schedules-830-862'),
    description: 'Forecasts and firm schedules for tier suppliers.',
  },
  {
    title: 'EDI Mapping with AI Assistance',
    image: img('edi-mapping-with-ai-assistance'),
    description: 'How AI drafts maps from samples and where people stay in charge.',
  },
  {
    title: 'Testing EDI With a New Trading Partner',
    image: img('testing-edi-with-a-new-trading-partner'),
    description: 'Certification cycles, test files and the checklist that shortens them.',
  },
  {
    title: 'EDI Compliance Scorecards',
    image: img('edi-compliance-scorecards'),
    description: 'Reading a retailer scorecard and fixing what it measures.',
  },
  {
    title: 'Remittance Advice and Cash Application',
    image: img('remittance-advice-and-cash-application'),
    description: 'Turning 820s into applied cash the same day.',
  },
  {
    title: 'EDI and APIs Side by Side',
    image: img('edi-and-apis-side-by-side'),
    description: 'Why most companies need both, and how to run them together.',
  },
  {
    title: 'Moving EDI to the Cloud',
    image: img('moving-edi-to-the-cloud'),
    description: 'Retiring on-premises translators without disrupting partners.',
  },
  {
    title: 'Grocery EDI: 875, 880 and DSD',
    image: img('grocery-edi-875-880-and-dsd'),
    description: 'Grocery-specific documents and direct-store delivery.',
  },
  {
    title: 'EDIFACT in International Trade',
    image: img('edifact-in-international-trade'),
    description: 'ORDERS, DESADV and INVOIC with European and Asian partners.',
  },
  {
    title: 'Monitoring EDI End to End',
    image: img('monitoring-edi-end-to-end'),
    description: 'Following each order across documents instead of files.',
  },
];

export const CATEGORY_PAGE_SIZE = 10;

/** Head copy of /blog-categories/edi. */
export const ediCategoryHead: HeadCopy = {
  title: 'EDI Articles and Guides: Blog Category | Northwind EDI',
  description:
    'Every Northwind EDI article about electronic data interchange: standards, transaction sets, acknowledgments, compliance and partner onboarding.',
  keywords: ['EDI articles', 'EDI guides', 'EDI category'],
};
