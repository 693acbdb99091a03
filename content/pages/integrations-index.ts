/** The integrations index: every integration page, grouped the way buyers look for their system. */
import type { IntegrationSlug } from '../integrations';

export interface IntegrationIndexGroup {
  id: string;
  title: string;
  intro: string;
  slugs: readonly IntegrationSlug[];
}

export const integrationsIndexCopy = {
  hero: {
    eyebrow: 'Integrations',
    title: 'All Integrations',
    intro:
      'Every ERP and business system we connect to customers, suppliers, carriers and banks, with EDI and APIs on one managed platform.',
  },
  groups: [
    {
      id: 'microsoft',
      title: 'Microsoft Dynamics',
      intro: 'From Dynamics 365 in the cloud to GP, NAV and AX on premises.',
      slugs: ['dynamics-365', 'dynamics-gp', 'dynamics-nav', 'dynamics-ax'],
    },
    {
      id: 'oracle',
      title: 'Oracle',
      intro: 'Fusion Cloud ERP and E-Business Suite, NetSuite, JD Edwards and PeopleSoft.',
      slugs: ['oracle', 'netsuite', 'jd-edwards', 'peoplesoft'],
    },
    {
      id: 'erp',
      title: 'SAP and other ERP systems',
      intro: 'Enterprise and mid-market ERP for manufacturers, distributors and service companies.',
      slugs: ['sap', 'infor', 'epicor', 'sage', 'workday', 'ifs', 'qad', 'syspro', 'acumatica'],
    },
    {
      id: 'specialized',
      title: 'Specialized systems',
      intro: 'Warehouse, transportation, CRM and e-commerce platforms, your own APIs and legacy systems.',
      slugs: [
        'warehouse-management',
        'transportation-management',
        'crm-systems',
        'ecommerce-platforms',
        'custom-api',
        'legacy-systems',
      ],
    },
  ] satisfies IntegrationIndexGroup[],
  open: (name: string) => `${name} integration`,
  /** The hero's picture: the systems by group, Northwind in the middle, the partners they reach. */
  heroVisual: {
    systems: (n: number) => `${n} systems`,
    partnerKinds: ['Customers', 'Suppliers', 'Carriers', 'Banks'],
  },
  ctaTitle: 'Don’t see your system?',
  ctaText: 'We connect any ERP, database or home-grown system: REST, SOAP, flat files or mainframe.',
  ctaButton: 'Discuss your integration',
} as const;
