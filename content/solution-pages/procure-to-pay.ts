import { defineSolution } from './types';

export default defineSolution('procure-to-pay', {
  heroGradient: ['#174f1b', '#1b5e20'],
  processSteps: [
    {
      step: 1,
      title: 'Onboard suppliers',
      description: 'Suppliers connect by EDI, API, portal or file; their identifiers and rules are set up once.',
    },
    {
      step: 2,
      title: 'Send purchase orders',
      description: 'Approved requisitions leave your ERP as 850 or ORDERS and are acknowledged with 855 or ORDRSP.',
    },
    {
      step: 3,
      title: 'Receive goods',
      description: 'Ship notices (856/DESADV) prepare the dock; receipts (861/RECADV) confirm what arrived.',
    },
    {
      step: 4,
      title: 'Match and pay',
      description: 'Invoices (810/INVOIC) are three-way matched and paid with remittance advice (820/REMADV).',
    },
  ],
  ediX12Transactions: [
    { code: '850', name: 'Purchase Order', description: 'Orders sent from your purchasing system to suppliers.' },
    {
      code: '855',
      name: 'Purchase Order Acknowledgment',
      description: 'Supplier confirmation of price, quantity and date.',
    },
    {
      code: '865',
      name: 'Purchase Order Change Acknowledgment/Request - Seller Initiated',
      description: 'Supplier-initiated changes to open orders.',
    },
    { code: '856', name: 'Ship Notice/Manifest', description: 'Incoming shipment detail for dock scheduling.' },
    { code: '861', name: 'Receiving Advice/Acceptance Certificate', description: 'What was received and accepted.' },
    { code: '810', name: 'Invoice', description: 'Supplier invoices for automatic matching.' },
    {
      code: '820',
      name: 'Payment Order/Remittance Advice',
      description: 'Payment and remittance detail sent to suppliers.',
    },
    { code: '832', name: 'Price/Sales Catalog', description: 'Supplier catalogs and price updates.' },
  ],
  edifactTransactions: [
    { code: 'ORDERS', name: 'Purchase order message', description: 'Purchase orders to international suppliers.' },
    { code: 'ORDCHG', name: 'Purchase order change request message', description: 'Changes to open orders.' },
    { code: 'RECADV', name: 'Receiving advice message', description: 'Goods receipt confirmation.' },
    { code: 'INVOIC', name: 'Invoice message', description: 'Supplier invoices for matching.' },
    { code: 'PAYORD', name: 'Payment order message', description: 'Payment instructions to your bank.' },
  ],
  apiEndpoints: [
    '/api/v1/suppliers/onboard',
    '/api/v1/suppliers/{id}/profile',
    '/api/v1/requisitions/create',
    '/api/v1/requisitions/{id}/approve',
    '/api/v1/purchase-orders/send',
    '/api/v1/purchase-orders/{id}/status',
    '/api/v1/receipts/record',
    '/api/v1/invoices/match',
    '/api/v1/invoices/{id}/approve',
    '/api/v1/payments/schedule',
  ],
  benefits: [
    'New suppliers live in 3-5 business days through EDI, API, portal or file',
    'Three-way matching that clears 70% of invoices without a person touching them',
    'Early-payment discounts captured because invoices are approved in days, not weeks',
    '60% lower operational cost than paper and e-mail purchasing',
    'A complete audit trail from requisition to payment',
  ],
  useCases: [
    {
      title: 'Supplier onboarding at scale',
      description: 'Bring hundreds of suppliers onto one network with self-service registration and testing.',
      icon: 'users',
    },
    {
      title: 'Touchless invoice processing',
      description: 'Match invoices to orders and receipts and post only the exceptions for review.',
      icon: 'receipt',
    },
    {
      title: 'Direct materials sourcing',
      description: 'Send forecasts and orders to component suppliers and track confirmations line by line.',
      icon: 'factory',
    },
    {
      title: 'Indirect spend',
      description: 'Route catalog purchases and services through the same approved process.',
      icon: 'shopping-cart',
    },
  ],
  technicalFeatures: [
    'Supplier self-service portal with web-EDI forms',
    'Three-way matching rules per supplier and category',
    'X12, EDIFACT, cXML, CSV and Excel inbound formats',
    'REST API with webhooks for approval events',
    'SOC 1 and SOC 2 audited processing',
  ],
});
