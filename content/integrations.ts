import type { IconName } from './icons';

/**
 * The 23 integrations as the header menu, the footer and the route table name them. Full names and
 * descriptions are in integration-details.ts: the shell (every page's first load) carries only this.
 */
export interface IntegrationSummary {
  slug: string;
  erpName: string;
  subtitle: string;
  icon: IconName;
  kind: 'erp' | 'specialized';
}

export const integrationSummaries = [
  { slug: 'sap', erpName: 'SAP', subtitle: 'S/4HANA, ECC, Business One', icon: 'database', kind: 'erp' },
  { slug: 'oracle', erpName: 'Oracle', subtitle: 'Fusion Cloud, E-Business Suite', icon: 'database', kind: 'erp' },
  {
    slug: 'dynamics-365',
    erpName: 'Dynamics 365',
    subtitle: 'Finance, Supply Chain, Business Central',
    icon: 'layout-grid',
    kind: 'erp',
  },
  { slug: 'dynamics-gp', erpName: 'Dynamics GP', subtitle: 'Great Plains', icon: 'layout-grid', kind: 'erp' },
  { slug: 'dynamics-nav', erpName: 'Dynamics NAV', subtitle: 'Navision', icon: 'layout-grid', kind: 'erp' },
  { slug: 'dynamics-ax', erpName: 'Dynamics AX', subtitle: 'Axapta', icon: 'layout-grid', kind: 'erp' },
  { slug: 'infor', erpName: 'Infor', subtitle: 'CloudSuite, M3, LN', icon: 'cloud', kind: 'erp' },
  { slug: 'epicor', erpName: 'Epicor', subtitle: 'Kinetic, Prophet 21', icon: 'cog', kind: 'erp' },
  { slug: 'sage', erpName: 'Sage', subtitle: 'Intacct, X3, 100/300', icon: 'calculator', kind: 'erp' },
  { slug: 'netsuite', erpName: 'NetSuite', subtitle: 'SuiteCloud, SuiteTalk', icon: 'cloud', kind: 'erp' },
  { slug: 'workday', erpName: 'Workday', subtitle: 'Financials, HCM', icon: 'briefcase', kind: 'erp' },
  { slug: 'jd-edwards', erpName: 'JD Edwards', subtitle: 'EnterpriseOne, World', icon: 'server', kind: 'erp' },
  { slug: 'peoplesoft', erpName: 'PeopleSoft', subtitle: 'Financials, SCM', icon: 'server', kind: 'erp' },
  { slug: 'ifs', erpName: 'IFS', subtitle: 'IFS Cloud, Applications 10', icon: 'cloud', kind: 'erp' },
  { slug: 'qad', erpName: 'QAD', subtitle: 'Adaptive ERP, EE', icon: 'factory', kind: 'erp' },
  { slug: 'syspro', erpName: 'SYSPRO', subtitle: 'SYSPRO 8', icon: 'cog', kind: 'erp' },
  { slug: 'acumatica', erpName: 'Acumatica', subtitle: 'Cloud ERP', icon: 'cloud', kind: 'erp' },
  {
    slug: 'warehouse-management',
    erpName: 'WMS',
    subtitle: 'Manhattan, Blue Yonder, SAP EWM',
    icon: 'warehouse',
    kind: 'specialized',
  },
  {
    slug: 'transportation-management',
    erpName: 'TMS',
    subtitle: 'Oracle OTM, MercuryGate, BluJay',
    icon: 'truck',
    kind: 'specialized',
  },
  {
    slug: 'crm-systems',
    erpName: 'CRM',
    subtitle: 'Salesforce, HubSpot, Dynamics CRM',
    icon: 'contact',
    kind: 'specialized',
  },
  {
    slug: 'ecommerce-platforms',
    erpName: 'E-commerce',
    subtitle: 'Shopify, Adobe Commerce, BigCommerce',
    icon: 'shopping-bag',
    kind: 'specialized',
  },
  { slug: 'custom-api', erpName: 'Custom API', subtitle: 'REST, SOAP, GraphQL', icon: 'code', kind: 'specialized' },
  {
    slug: 'legacy-systems',
    erpName: 'Legacy',
    subtitle: 'AS/400, Mainframe, Flat Files',
    icon: 'hard-drive',
    kind: 'specialized',
  },
] as const satisfies readonly IntegrationSummary[];

export type IntegrationSlug = (typeof integrationSummaries)[number]['slug'];
