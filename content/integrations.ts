import type { IconName } from './icons';
import type { HeadCopy } from './head';

/** The 23 integrations: names, navigation subtitle and head copy. Full page modules extend this. */
export interface IntegrationSummary {
  slug: string;
  erpName: string;
  erpFullName: string;
  subtitle: string;
  icon: IconName;
  kind: 'erp' | 'specialized';
  description: string;
}

export const integrationSummaries = [
  { slug: 'sap', erpName: 'SAP', erpFullName: 'SAP S/4HANA and SAP ECC', subtitle: 'S/4HANA, ECC, Business One', icon: 'database', kind: 'erp', description: 'Connect SAP S/4HANA and ECC to trading partners with IDoc-to-EDI mapping, pre-built connectors and real-time order, shipment and invoice flows.' },
  { slug: 'oracle', erpName: 'Oracle', erpFullName: 'Oracle Fusion Cloud ERP and E-Business Suite', subtitle: 'Fusion Cloud, E-Business Suite', icon: 'database', kind: 'erp', description: 'Integrate Oracle Fusion Cloud ERP and E-Business Suite with EDI partners through REST and file-based interfaces, without custom middleware.' },
  { slug: 'dynamics-365', erpName: 'Dynamics 365', erpFullName: 'Microsoft Dynamics 365', subtitle: 'Finance, Supply Chain, Business Central', icon: 'layout-grid', kind: 'erp', description: 'Exchange orders, ship notices and invoices between Microsoft Dynamics 365 Finance, Supply Chain Management or Business Central and your trading partners.' },
  { slug: 'dynamics-gp', erpName: 'Dynamics GP', erpFullName: 'Microsoft Dynamics GP', subtitle: 'Great Plains', icon: 'layout-grid', kind: 'erp', description: 'Add EDI to Microsoft Dynamics GP: sales orders, purchase orders and invoices synchronised with partners while you plan your move to the cloud.' },
  { slug: 'dynamics-nav', erpName: 'Dynamics NAV', erpFullName: 'Microsoft Dynamics NAV', subtitle: 'Navision', icon: 'layout-grid', kind: 'erp', description: 'Automate EDI for Microsoft Dynamics NAV with mapped sales and purchase documents, warehouse shipments and a path to Business Central.' },
  { slug: 'dynamics-ax', erpName: 'Dynamics AX', erpFullName: 'Microsoft Dynamics AX', subtitle: 'Axapta', icon: 'layout-grid', kind: 'erp', description: 'Keep Microsoft Dynamics AX trading with retailers and suppliers through AIF and file-based EDI integration, ready for an upgrade to Dynamics 365.' },
  { slug: 'infor', erpName: 'Infor', erpFullName: 'Infor CloudSuite, M3 and LN', subtitle: 'CloudSuite, M3, LN', icon: 'cloud', kind: 'erp', description: 'Connect Infor CloudSuite, M3, LN and SyteLine to EDI partners using ION BODs and our pre-built maps for orders, ship notices and invoices.' },
  { slug: 'epicor', erpName: 'Epicor', erpFullName: 'Epicor Kinetic and Prophet 21', subtitle: 'Kinetic, Prophet 21', icon: 'cog', kind: 'erp', description: 'Integrate Epicor Kinetic and Prophet 21 with customers and suppliers through REST services and EDI maps built for manufacturers and distributors.' },
  { slug: 'sage', erpName: 'Sage', erpFullName: 'Sage Intacct, Sage X3 and Sage 100', subtitle: 'Intacct, X3, 100/300', icon: 'calculator', kind: 'erp', description: 'Bring EDI to Sage Intacct, Sage X3 and Sage 100: automated sales orders, invoices and ship notices with no manual re-keying.' },
  { slug: 'netsuite', erpName: 'NetSuite', erpFullName: 'Oracle NetSuite', subtitle: 'SuiteCloud, SuiteTalk', icon: 'cloud', kind: 'erp', description: 'Connect Oracle NetSuite to retailers, 3PLs and suppliers with SuiteTalk-based EDI integration for orders, fulfilments and invoices.' },
  { slug: 'workday', erpName: 'Workday', erpFullName: 'Workday Financial Management and HCM', subtitle: 'Financials, HCM', icon: 'briefcase', kind: 'erp', description: 'Integrate Workday Financial Management and HCM with banks, benefit carriers and suppliers through secure APIs and X12 834 and 820 exchanges.' },
  { slug: 'jd-edwards', erpName: 'JD Edwards', erpFullName: 'Oracle JD Edwards EnterpriseOne and World', subtitle: 'EnterpriseOne, World', icon: 'server', kind: 'erp', description: 'Modernise EDI for JD Edwards EnterpriseOne and World with Orchestrator-based APIs, inbound order processing and outbound invoices.' },
  { slug: 'peoplesoft', erpName: 'PeopleSoft', erpFullName: 'Oracle PeopleSoft Financials and SCM', subtitle: 'Financials, SCM', icon: 'server', kind: 'erp', description: 'Connect PeopleSoft Financials and Supply Chain Management to partners with Integration Broker services and standard EDI document maps.' },
  { slug: 'ifs', erpName: 'IFS', erpFullName: 'IFS Cloud', subtitle: 'IFS Cloud, Applications 10', icon: 'cloud', kind: 'erp', description: 'Integrate IFS Cloud and IFS Applications with customers and suppliers using projection APIs and EDI maps for asset-intensive industries.' },
  { slug: 'qad', erpName: 'QAD', erpFullName: 'QAD Adaptive ERP', subtitle: 'Adaptive ERP, EE', icon: 'factory', kind: 'erp', description: 'Connect QAD Adaptive ERP and Enterprise Edition with automotive and life-sciences partners through schedules, ship notices and invoices.' },
  { slug: 'syspro', erpName: 'SYSPRO', erpFullName: 'SYSPRO ERP', subtitle: 'SYSPRO 8', icon: 'cog', kind: 'erp', description: 'Add EDI to SYSPRO 8 through e.net business objects: customer orders, supplier purchase orders and invoices processed automatically.' },
  { slug: 'acumatica', erpName: 'Acumatica', erpFullName: 'Acumatica Cloud ERP', subtitle: 'Cloud ERP', icon: 'cloud', kind: 'erp', description: 'Connect Acumatica Cloud ERP to retailers and marketplaces using its REST API and our EDI maps for orders, shipments and invoices.' },
  { slug: 'warehouse-management', erpName: 'WMS', erpFullName: 'Warehouse Management Systems', subtitle: 'Manhattan, Blue Yonder, SAP EWM', icon: 'warehouse', kind: 'specialized', description: 'Integrate warehouse management systems with clients and carriers: shipping orders, receipts, inventory advice and shipment confirmations.' },
  { slug: 'transportation-management', erpName: 'TMS', erpFullName: 'Transportation Management Systems', subtitle: 'Oracle OTM, MercuryGate, BluJay', icon: 'truck', kind: 'specialized', description: 'Connect transportation management systems to carriers for load tenders, tender responses, status messages and freight invoices.' },
  { slug: 'crm-systems', erpName: 'CRM', erpFullName: 'CRM Systems', subtitle: 'Salesforce, HubSpot, Dynamics CRM', icon: 'contact', kind: 'specialized', description: 'Bring order and shipment status from EDI into Salesforce, HubSpot or Dynamics 365 Sales so account teams see what customers see.' },
  { slug: 'ecommerce-platforms', erpName: 'E-commerce', erpFullName: 'E-commerce Platforms', subtitle: 'Shopify, Adobe Commerce, BigCommerce', icon: 'shopping-bag', kind: 'specialized', description: 'Connect Shopify, Adobe Commerce and BigCommerce storefronts to drop-ship suppliers, marketplaces and retail EDI partners.' },
  { slug: 'custom-api', erpName: 'Custom API', erpFullName: 'Custom APIs', subtitle: 'REST, SOAP, GraphQL', icon: 'code', kind: 'specialized', description: 'Build custom REST, SOAP or GraphQL integrations between in-house systems and EDI partners with managed mapping and monitoring.' },
  { slug: 'legacy-systems', erpName: 'Legacy', erpFullName: 'Legacy Systems', subtitle: 'AS/400, Mainframe, Flat Files', icon: 'hard-drive', kind: 'specialized', description: 'Keep AS/400, mainframe and flat-file systems trading with modern partners: we translate fixed-width files to EDI and APIs and back.' },
] as const satisfies readonly IntegrationSummary[];

export type IntegrationSlug = (typeof integrationSummaries)[number]['slug'];

/** Head copy of an integration page. */
export const integrationHead = (i: IntegrationSummary): HeadCopy => ({
  title: `${i.erpName} EDI Integration: ${i.erpFullName} | Northwind EDI`,
  description: i.description,
  keywords: [`${i.erpName} EDI`, `${i.erpName} integration`, `${i.erpFullName} EDI connector`],
});
