import { defineIntegration } from './types';

export default defineIntegration('sap', {
  logoColor: '#0a6ed1',
  integrationTime: '3-6 weeks',
  features: [
    {
      title: 'IDoc mapping',
      description: 'ORDERS05, DESADV01 and INVOIC02 IDocs mapped to X12 and EDIFACT without custom ABAP.',
    },
    {
      title: 'S/4HANA APIs',
      description: 'OData and SOAP services for real-time order, delivery and billing updates.',
    },
    {
      title: 'SAP PI/PO and CPI friendly',
      description: 'Connect through your existing middleware or directly over AS2 and SFTP.',
    },
    {
      title: 'Partner profiles as data',
      description: 'Trading-partner setup lives in our platform, not in WE20 for every change.',
    },
  ],
  benefits: [
    'Orders in SAP within minutes of receipt',
    '40% less custom development than in-house IDoc projects',
    'Chargebacks down by up to 80% through pre-send validation',
    'One monitoring view for IDocs and EDI documents',
  ],
  supportedVersions: [
    'SAP S/4HANA 2023, 2022 and 2021',
    'SAP S/4HANA Cloud, public edition',
    'SAP ECC 6.0 (EHP 7 and 8)',
    'SAP Business One 10.0',
    'SAP Integration Suite (CPI) and PI/PO 7.5',
  ],
  useCases: [
    'Retail order-to-cash with ASN compliance',
    'Supplier collaboration from SAP Ariba and MM',
    'Intercompany EDI between SAP instances',
    'Migrating EDI from ECC to S/4HANA without re-onboarding partners',
  ],
});
