export interface CategoryCard {
  title: string;
  image: string;
  description: string;
}

const img = (name: string) => `/images/blog/${name}.svg`;

/** The 20 promotional cards of /blog-categories/edi (spec part 1 §2.8); titles are matched to articles. */
export const ediCategoryCards: CategoryCard[] = [
  { title: "X12 vs. EDIFACT: What's the Difference and Which Do You Need?", image: img('x12-vs-edifact'), description: 'How the two dominant EDI standards differ, and how to trade in both.' },
  { title: 'The EDI Order Cycle: 850, 855, 856 and 810 Explained', image: img('order-cycle'), description: 'The four documents behind most B2B orders, step by step.' },
  { title: 'AS2 Explained: Secure EDI Over the Internet', image: img('default'), description: 'Signatures, encryption and MDNs: direct EDI without a VAN.' },
  { title: 'VAN vs. Direct Connections', image: img('van-vs-direct'), description: 'When a value-added network still makes sense, and when AS2 or SFTP is cheaper.' },
  { title: 'ERP Integration Without Custom Code', image: img('erp-integration'), description: 'Connecting SAP, Oracle, Dynamics and NetSuite to partners with pre-built maps.' },
  { title: 'Supplier Onboarding in Days, Not Months', image: img('default'), description: 'A repeatable process to bring hundreds of suppliers onto EDI.' },
  { title: '997 and CONTRL Acknowledgments', image: img('default'), description: 'What functional acknowledgments prove, and why missing ones cost money.' },
  { title: 'Advance Ship Notices Without Chargebacks', image: img('default'), description: 'Getting 856 hierarchies, SSCC labels and timing right.' },
  { title: 'EDI for Third-Party Logistics Providers', image: img('default'), description: '940, 945 and 944: serving many shippers from one warehouse.' },
  { title: 'Healthcare EDI: 834, 835 and 837', image: img('default'), description: 'Enrollment, claims and payments under HIPAA.' },
  { title: 'Automotive Schedules: 830 and 862', image: img('default'), description: 'Forecasts and firm schedules for tier suppliers.' },
  { title: 'EDI Mapping with AI Assistance', image: img('default'), description: 'How AI drafts maps from samples and where people stay in charge.' },
  { title: 'Testing EDI With a New Trading Partner', image: img('default'), description: 'Certification cycles, test files and the checklist that shortens them.' },
  { title: 'EDI Compliance Scorecards', image: img('default'), description: 'Reading a retailer scorecard and fixing what it measures.' },
  { title: 'Remittance Advice and Cash Application', image: img('default'), description: 'Turning 820s into applied cash the same day.' },
  { title: 'EDI and APIs Side by Side', image: img('default'), description: 'Why most companies need both, and how to run them together.' },
  { title: 'Moving EDI to the Cloud', image: img('default'), description: 'Retiring on-premises translators without disrupting partners.' },
  { title: 'Grocery EDI: 875, 880 and DSD', image: img('default'), description: 'Grocery-specific documents and direct-store delivery.' },
  { title: 'EDIFACT in International Trade', image: img('default'), description: 'ORDERS, DESADV and INVOIC with European and Asian partners.' },
  { title: 'Monitoring EDI End to End', image: img('default'), description: 'Following each order across documents instead of files.' },
];

export const CATEGORY_PAGE_SIZE = 10;
