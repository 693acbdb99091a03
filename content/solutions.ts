import type { IconName } from './icons';
import type { HeadCopy } from './head';

/** The nine solutions: navigation labels, page heading and head copy. Full page modules extend this. */
export interface SolutionSummary {
  slug: string;
  name: string;
  navTitle: string;
  subtitle: string;
  icon: IconName;
  tagline: string;
  description: string;
  keywords: string[];
}

export const solutionSummaries = [
  {
    slug: 'order-to-cash',
    name: 'Order to Cash',
    navTitle: 'Order to Cash',
    subtitle: 'Invoice, AR, Billing',
    icon: 'receipt',
    tagline: 'From purchase order to paid invoice without re-keying a line',
    description:
      'Automate the order-to-cash cycle with EDI 850 orders, 855 acknowledgments, 856 ship notices and 810 invoices flowing straight into your ERP and receivables.',
    keywords: ['order to cash EDI', 'EDI 850 810', 'accounts receivable automation'],
  },
  {
    slug: 'procure-to-pay',
    name: 'Procure to Pay',
    navTitle: 'Procure to Pay',
    subtitle: 'POs, AP, Supplier Onboarding',
    icon: 'shopping-cart',
    tagline: 'Purchase orders out, invoices in, suppliers onboarded in days',
    description:
      'Send purchase orders, receive acknowledgments and invoices, and match them to receipts automatically with procure-to-pay EDI and supplier onboarding.',
    keywords: ['procure to pay EDI', 'supplier onboarding', 'accounts payable automation'],
  },
  {
    slug: 'hcm',
    name: 'Human Capital Management',
    navTitle: 'Human Capital Management',
    subtitle: 'Payroll, HR, Benefits',
    icon: 'users',
    tagline: 'Benefits enrollment and payroll data exchanged securely',
    description:
      'Exchange benefit enrollments, payroll deductions and HR data with carriers and providers using X12 834 and 820 transactions and secure APIs.',
    keywords: ['HCM EDI', 'EDI 834 benefits enrollment', 'payroll integration'],
  },
  {
    slug: '3pl',
    name: '3PL Integration',
    navTitle: '3PL',
    subtitle: 'Carrier & Provider Links',
    icon: 'truck',
    tagline: 'One connection to every client, carrier and warehouse partner',
    description:
      'Connect third-party logistics operations with shippers and carriers: warehouse shipping orders, inventory advice and shipment status over EDI and API.',
    keywords: ['3PL EDI', 'third party logistics integration', 'EDI 940 945'],
  },
  {
    slug: 'warehouse',
    name: 'Warehouse Management',
    navTitle: 'Warehouse',
    subtitle: 'WMS & Inventory',
    icon: 'warehouse',
    tagline: 'Warehouse orders, receipts and inventory in step with your partners',
    description:
      'Keep your WMS in sync with trading partners through automated warehouse shipping orders, stock transfer receipts and inventory inquiries.',
    keywords: ['warehouse EDI', 'WMS integration', 'EDI 943 944 947'],
  },
  {
    slug: 'transportation',
    name: 'Transportation Management',
    navTitle: 'Transportation',
    subtitle: 'TMS & Routing',
    icon: 'route',
    tagline: 'Tender loads, track shipments and settle freight automatically',
    description:
      'Integrate your TMS with carriers for load tenders, tender responses, shipment status updates and freight invoices over EDI 204, 990, 214 and 210.',
    keywords: ['transportation EDI', 'TMS integration', 'EDI 204 214 210'],
  },
  {
    slug: 'financial',
    name: 'Financial Integrations',
    navTitle: 'Financial',
    subtitle: 'GL, Tax, Payments',
    icon: 'landmark',
    tagline: 'Payments, remittances and ledger postings that reconcile themselves',
    description:
      'Automate payment orders, remittance advice, lockbox and bank statements with EDI 820, 823 and 821 and post them straight to your general ledger.',
    keywords: ['financial EDI', 'EDI 820 remittance', 'bank integration'],
  },
  {
    slug: 'wholesale',
    name: 'Wholesale Solutions',
    navTitle: 'Wholesale',
    subtitle: 'B2B, Bulk Orders',
    icon: 'package',
    tagline: 'Bulk B2B orders, price catalogs and chargebacks under control',
    description:
      'Serve retail and distributor customers at scale with price catalogs, bulk purchase orders, product activity data and chargeback-free compliance.',
    keywords: ['wholesale EDI', 'distributor integration', 'EDI 832 852'],
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing Integration',
    navTitle: 'Manufacturing',
    subtitle: 'MES, Scheduling',
    icon: 'factory',
    tagline: 'Forecasts, schedules and shipments linked to the shop floor',
    description:
      'Link MES and ERP planning to customers and suppliers with planning schedules, shipping schedules, ship notices and production data exchange.',
    keywords: ['manufacturing EDI', 'EDI 830 862', 'MES integration'],
  },
] as const satisfies readonly SolutionSummary[];

export type SolutionSlug = (typeof solutionSummaries)[number]['slug'];

/** Head copy of a solution page. */
export const solutionHead = (s: SolutionSummary): HeadCopy => ({
  title: `${s.name} EDI & API Solution | Northwind EDI`,
  description: s.description,
  keywords: s.keywords,
});
