import type { IconName } from './icons';

/**
 * The nine solutions as the header menu, the footer, the route table and the home page's cards name them.
 * Taglines and keywords are in solution-details.ts: the shell (every page's first load) carries only this.
 */
export interface SolutionSummary {
  slug: string;
  name: string;
  navTitle: string;
  subtitle: string;
  icon: IconName;
  description: string;
}

export const solutionSummaries = [
  {
    slug: 'order-to-cash',
    name: 'Order to Cash',
    navTitle: 'Order to Cash',
    subtitle: 'Invoice, AR, Billing',
    icon: 'receipt',
    description:
      'Automate the order-to-cash cycle with EDI 850 orders, 855 acknowledgments, 856 ship notices and 810 invoices flowing straight into your ERP and receivables.',
  },
  {
    slug: 'procure-to-pay',
    name: 'Procure to Pay',
    navTitle: 'Procure to Pay',
    subtitle: 'POs, AP, Supplier Onboarding',
    icon: 'shopping-cart',
    description:
      'Send purchase orders, receive acknowledgments and invoices, and match them to receipts automatically with procure-to-pay EDI and supplier onboarding.',
  },
  {
    slug: 'hcm',
    name: 'Human Capital Management',
    navTitle: 'Human Capital Management',
    subtitle: 'Payroll, HR, Benefits',
    icon: 'users',
    description:
      'Exchange benefit enrollments, payroll deductions and HR data with carriers and providers using X12 834 and 820 transactions and secure APIs.',
  },
  {
    slug: '3pl',
    name: '3PL Integration',
    navTitle: '3PL',
    subtitle: 'Carrier & Provider Links',
    icon: 'truck',
    description:
      'Connect third-party logistics operations with shippers and carriers: warehouse shipping orders, inventory advice and shipment status over EDI and API.',
  },
  {
    slug: 'warehouse',
    name: 'Warehouse Management',
    navTitle: 'Warehouse',
    subtitle: 'WMS & Inventory',
    icon: 'warehouse',
    description:
      'Keep your WMS in sync with trading partners through automated warehouse shipping orders, stock transfer receipts and inventory inquiries.',
  },
  {
    slug: 'transportation',
    name: 'Transportation Management',
    navTitle: 'Transportation',
    subtitle: 'TMS & Routing',
    icon: 'route',
    description:
      'Integrate your TMS with carriers for load tenders, tender responses, shipment status updates and freight invoices over EDI 204, 990, 214 and 210.',
  },
  {
    slug: 'financial',
    name: 'Financial Integrations',
    navTitle: 'Financial',
    subtitle: 'GL, Tax, Payments',
    icon: 'landmark',
    description:
      'Automate payment orders, remittance advice, lockbox and bank statements with EDI 820, 823 and 821 and post them straight to your general ledger.',
  },
  {
    slug: 'wholesale',
    name: 'Wholesale Solutions',
    navTitle: 'Wholesale',
    subtitle: 'B2B, Bulk Orders',
    icon: 'package',
    description:
      'Serve retail and distributor customers at scale with price catalogs, bulk purchase orders, product activity data and chargeback-free compliance.',
  },
  {
    slug: 'manufacturing',
    name: 'Manufacturing Integration',
    navTitle: 'Manufacturing',
    subtitle: 'MES, Scheduling',
    icon: 'factory',
    description:
      'Link MES and ERP planning to customers and suppliers with planning schedules, shipping schedules, ship notices and production data exchange.',
  },
] as const satisfies readonly SolutionSummary[];

export type SolutionSlug = (typeof solutionSummaries)[number]['slug'];
