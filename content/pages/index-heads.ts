/** Head copy of the index pages other pages sit under (their titles: index-titles.ts, which the shell carries). */
import type { HeadCopy } from '../head';
import { blogsTitle, edifactGuideTitle, integrationsIndexTitle, x12GuideTitle } from './index-titles';

/** Head copy of /blogs. */
export const blogsHead: HeadCopy = {
  title: blogsTitle,
  description:
    'Practical articles on X12 and EDIFACT, AS2, VAN versus direct connections, ERP integration and supplier onboarding from the Northwind EDI team.',
  keywords: ['EDI blog', 'EDI insights', 'integration articles', 'X12 vs EDIFACT'],
};

/** Head copy of /integrations. */
export const integrationsIndexHead: HeadCopy = {
  title: integrationsIndexTitle,
  description:
    'All 23 systems we connect to trading partners: SAP, Oracle, Dynamics, NetSuite, Workday, JD Edwards, PeopleSoft, Infor, Epicor, Sage, IFS, QAD, SYSPRO, Acumatica, WMS, TMS, CRM and more.',
  keywords: ['ERP EDI integration', 'EDI connectors', 'ERP integrations list', 'WMS TMS EDI'],
};

/** Head copy of /resources/x12-transaction-sets. */
export const x12GuideHead: HeadCopy = {
  title: x12GuideTitle,
  description:
    'Search every ASC X12 005010 transaction set by code, name or industry: 810 invoice, 850 purchase order, 856 ship notice, 997 acknowledgment and 314 more.',
  keywords: ['X12 transaction sets', 'EDI 850', 'EDI 856', 'EDI 810', 'X12 005010 list'],
};

/** Head copy of /resources/edifact-messages. */
export const edifactGuideHead: HeadCopy = {
  title: edifactGuideTitle,
  description:
    'Search all 125 UN/EDIFACT D.96A messages by code, name or industry: ORDERS, ORDRSP, DESADV, INVOIC, PRICAT, plus the CONTRL service message.',
  keywords: ['EDIFACT messages', 'EDIFACT D96A', 'ORDERS', 'DESADV', 'INVOIC'],
};
