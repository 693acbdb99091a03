/** What a solution's own page and head say beyond the menu's and the home page's words. */
import type { HeadCopy } from './head';
import { solutionSummaries, type SolutionSlug, type SolutionSummary } from './solutions';

export interface SolutionDetails {
  tagline: string;
  keywords: string[];
}

const details: Record<SolutionSlug, SolutionDetails> = {
  'order-to-cash': {
    tagline: 'From purchase order to paid invoice without re-keying a line',
    keywords: ['order to cash EDI', 'EDI 850 810', 'accounts receivable automation'],
  },
  'procure-to-pay': {
    tagline: 'Purchase orders out, invoices in, suppliers onboarded in days',
    keywords: ['procure to pay EDI', 'supplier onboarding', 'accounts payable automation'],
  },
  hcm: {
    tagline: 'Benefits enrollment and payroll data exchanged securely',
    keywords: ['HCM EDI', 'EDI 834 benefits enrollment', 'payroll integration'],
  },
  '3pl': {
    tagline: 'One connection to every client, carrier and warehouse partner',
    keywords: ['3PL EDI', 'third party logistics integration', 'EDI 940 945'],
  },
  warehouse: {
    tagline: 'Warehouse orders, receipts and inventory in step with your partners',
    keywords: ['warehouse EDI', 'WMS integration', 'EDI 943 944 947'],
  },
  transportation: {
    tagline: 'Tender loads, track shipments and settle freight automatically',
    keywords: ['transportation EDI', 'TMS integration', 'EDI 204 214 210'],
  },
  financial: {
    tagline: 'Payments, remittances and ledger postings that reconcile themselves',
    keywords: ['financial EDI', 'EDI 820 remittance', 'bank integration'],
  },
  wholesale: {
    tagline: 'Bulk B2B orders, price catalogs and chargebacks under control',
    keywords: ['wholesale EDI', 'distributor integration', 'EDI 832 852'],
  },
  manufacturing: {
    tagline: 'Forecasts, schedules and shipments linked to the shop floor',
    keywords: ['manufacturing EDI', 'EDI 830 862', 'MES integration'],
  },
};

export interface Solution extends SolutionSummary, SolutionDetails {
  slug: SolutionSlug;
}

/** The solutions in menu order, with their taglines and keywords. */
export const solutions: readonly Solution[] = solutionSummaries.map((s) => ({ ...s, ...details[s.slug] }));

/** Head copy of a solution page. */
export const solutionHead = (s: Solution): HeadCopy => ({
  title: `${s.name} EDI & API Solution | Northwind EDI`,
  description: s.description,
  keywords: s.keywords,
});
