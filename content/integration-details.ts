/** What the integrations index, the integration pages and their heads say of each system beyond the menu's words. */
import type { HeadCopy } from './head';
import { integrationSummaries, type IntegrationSlug, type IntegrationSummary } from './integrations';

export interface IntegrationDetails {
  erpFullName: string;
  description: string;
}

const details: Record<IntegrationSlug, IntegrationDetails> = {
  sap: {
    erpFullName: 'SAP S/4HANA and SAP ECC',
    description:
      'Connect SAP S/4HANA and ECC to trading partners with IDoc-to-EDI mapping, pre-built connectors and real-time order, shipment and invoice flows.',
  },
  oracle: {
    erpFullName: 'Oracle Fusion Cloud ERP and E-Business Suite',
    description:
      'Integrate Oracle Fusion Cloud ERP and E-Business Suite with EDI partners through REST and file-based interfaces, without custom middleware.',
  },
  'dynamics-365': {
    erpFullName: 'Microsoft Dynamics 365',
    description:
      'Exchange orders, ship notices and invoices between Microsoft Dynamics 365 Finance, Supply Chain Management or Business Central and your trading partners.',
  },
  'dynamics-gp': {
    erpFullName: 'Microsoft Dynamics GP',
    description:
      'Add EDI to Microsoft Dynamics GP: sales orders, purchase orders and invoices synchronised with partners while you plan your move to the cloud.',
  },
  'dynamics-nav': {
    erpFullName: 'Microsoft Dynamics NAV',
    description:
      'Automate EDI for Microsoft Dynamics NAV with mapped sales and purchase documents, warehouse shipments and a path to Business Central.',
  },
  'dynamics-ax': {
    erpFullName: 'Microsoft Dynamics AX',
    description:
      'Keep Microsoft Dynamics AX trading with retailers and suppliers through AIF and file-based EDI integration, ready for an upgrade to Dynamics 365.',
  },
  infor: {
    erpFullName: 'Infor CloudSuite, M3 and LN',
    description:
      'Connect Infor CloudSuite, M3, LN and SyteLine to EDI partners using ION BODs and our pre-built maps for orders, ship notices and invoices.',
  },
  epicor: {
    erpFullName: 'Epicor Kinetic and Prophet 21',
    description:
      'Integrate Epicor Kinetic and Prophet 21 with customers and suppliers through REST services and EDI maps built for manufacturers and distributors.',
  },
  sage: {
    erpFullName: 'Sage Intacct, Sage X3 and Sage 100',
    description:
      'Bring EDI to Sage Intacct, Sage X3 and Sage 100: automated sales orders, invoices and ship notices with no manual re-keying.',
  },
  netsuite: {
    erpFullName: 'Oracle NetSuite',
    description:
      'Connect Oracle NetSuite to retailers, 3PLs and suppliers with SuiteTalk-based EDI integration for orders, fulfilments and invoices.',
  },
  workday: {
    erpFullName: 'Workday Financial Management and HCM',
    description:
      'Integrate Workday Financial Management and HCM with banks, benefit carriers and suppliers through secure APIs and X12 834 and 820 exchanges.',
  },
  'jd-edwards': {
    erpFullName: 'Oracle JD Edwards EnterpriseOne and World',
    description:
      'Modernise EDI for JD Edwards EnterpriseOne and World with Orchestrator-based APIs, inbound order processing and outbound invoices.',
  },
  peoplesoft: {
    erpFullName: 'Oracle PeopleSoft Financials and SCM',
    description:
      'Connect PeopleSoft Financials and Supply Chain Management to partners with Integration Broker services and standard EDI document maps.',
  },
  ifs: {
    erpFullName: 'IFS Cloud',
    description:
      'Integrate IFS Cloud and IFS Applications with customers and suppliers using projection APIs and EDI maps for asset-intensive industries.',
  },
  qad: {
    erpFullName: 'QAD Adaptive ERP',
    description:
      'Connect QAD Adaptive ERP and Enterprise Edition with automotive and life-sciences partners through schedules, ship notices and invoices.',
  },
  syspro: {
    erpFullName: 'SYSPRO ERP',
    description:
      'Add EDI to SYSPRO 8 through e.net business objects: customer orders, supplier purchase orders and invoices processed automatically.',
  },
  acumatica: {
    erpFullName: 'Acumatica Cloud ERP',
    description:
      'Connect Acumatica Cloud ERP to retailers and marketplaces using its REST API and our EDI maps for orders, shipments and invoices.',
  },
  'warehouse-management': {
    erpFullName: 'Warehouse Management Systems',
    description:
      'Integrate warehouse management systems with clients and carriers: shipping orders, receipts, inventory advice and shipment confirmations.',
  },
  'transportation-management': {
    erpFullName: 'Transportation Management Systems',
    description:
      'Connect transportation management systems to carriers for load tenders, tender responses, status messages and freight invoices.',
  },
  'crm-systems': {
    erpFullName: 'CRM Systems',
    description:
      'Bring order and shipment status from EDI into Salesforce, HubSpot or Dynamics 365 Sales so account teams see what customers see.',
  },
  'ecommerce-platforms': {
    erpFullName: 'E-commerce Platforms',
    description:
      'Connect Shopify, Adobe Commerce and BigCommerce storefronts to drop-ship suppliers, marketplaces and retail EDI partners.',
  },
  'custom-api': {
    erpFullName: 'Custom APIs',
    description:
      'Build custom REST, SOAP or GraphQL integrations between in-house systems and EDI partners with managed mapping and monitoring.',
  },
  'legacy-systems': {
    erpFullName: 'Legacy Systems',
    description:
      'Keep AS/400, mainframe and flat-file systems trading with modern partners: we translate fixed-width files to EDI and APIs and back.',
  },
};

export interface Integration extends IntegrationSummary, IntegrationDetails {
  slug: IntegrationSlug;
}

/** The integrations in menu order, with their full names and descriptions. */
export const integrations: readonly Integration[] = integrationSummaries.map((s) => ({ ...s, ...details[s.slug] }));

/** Head copy of an integration page. */
export const integrationHead = (i: Integration): HeadCopy => ({
  title: `${i.erpName} EDI Integration: ${i.erpFullName} | Northwind EDI`,
  description: i.description,
  keywords: [`${i.erpName} EDI`, `${i.erpName} integration`, `${i.erpFullName} EDI connector`],
});
