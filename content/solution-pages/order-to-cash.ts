import { defineSolution } from './types';

export default defineSolution('order-to-cash', {
  heroGradient: ['#0b3d91', '#0d47a1'],
  processSteps: [
    {
      step: 1,
      title: 'Receive the order',
      description:
        'Purchase orders arrive as X12 850 or EDIFACT ORDERS, are validated against the partner’s rules and land in your ERP as sales orders.',
    },
    {
      step: 2,
      title: 'Acknowledge and confirm',
      description:
        'Your ERP’s confirmation goes back as an 855 or ORDRSP with accepted, changed or back-ordered lines.',
    },
    {
      step: 3,
      title: 'Ship and notify',
      description:
        'Pick-pack data becomes an 856 or DESADV with SSCC labels, sent before the truck arrives at the dock.',
    },
    {
      step: 4,
      title: 'Invoice and collect',
      description:
        'Invoices go out as 810 or INVOIC, and remittances (820/REMADV) post straight to accounts receivable.',
    },
  ],
  ediX12Transactions: [
    { code: '850', name: 'Purchase Order', description: 'Customer orders received into your order-management system.' },
    {
      code: '855',
      name: 'Purchase Order Acknowledgment',
      description: 'Line-level confirmation of what you will ship and when.',
    },
    {
      code: '860',
      name: 'Purchase Order Change Request - Buyer Initiated',
      description: 'Quantity, date and item changes from the buyer.',
    },
    { code: '856', name: 'Ship Notice/Manifest', description: 'Advance ship notice with carton and pallet detail.' },
    { code: '810', name: 'Invoice', description: 'Electronic invoice matched to the order and shipment.' },
    {
      code: '820',
      name: 'Payment Order/Remittance Advice',
      description: 'Payment details for automatic cash application.',
    },
    { code: '812', name: 'Credit/Debit Adjustment', description: 'Deductions and chargebacks raised by the customer.' },
    {
      code: '997',
      name: 'Functional Acknowledgment',
      description: 'Proof that each document was received and parsed.',
    },
  ],
  edifactTransactions: [
    {
      code: 'ORDERS',
      name: 'Purchase order message',
      description: 'Orders from European and global retail customers.',
    },
    {
      code: 'ORDRSP',
      name: 'Purchase order response message',
      description: 'Acceptance or change of each order line.',
    },
    { code: 'DESADV', name: 'Despatch advice message', description: 'Shipment contents sent ahead of delivery.' },
    {
      code: 'INVOIC',
      name: 'Invoice message',
      description:
        'Invoices to European and global customers; EN 16931 e-invoicing binds to INVOIC D16B, which we map as well.',
    },
    { code: 'REMADV', name: 'Remittance advice message', description: 'Payment advice for reconciling receivables.' },
  ],
  apiEndpoints: [
    '/api/v1/orders/create',
    '/api/v1/orders/{id}/status',
    '/api/v1/orders/{id}/acknowledge',
    '/api/v1/shipments/create',
    '/api/v1/shipments/track',
    '/api/v1/invoices/generate',
    '/api/v1/invoices/{id}/send',
    '/api/v1/payments/record',
    '/api/v1/credits/apply',
    '/api/v1/customers/sync',
  ],
  benefits: [
    'Orders in your ERP minutes after the customer sends them, with no re-keying',
    'Up to 75% faster order processing from receipt to shipment',
    'Fewer chargebacks: every 856 and 810 is checked against the retailer’s rules first',
    'Cash applied automatically from 820 remittances, cutting days sales outstanding',
    '99.5% data accuracy with AI-assisted mapping and validation',
  ],
  useCases: [
    {
      title: 'Retail drop-ship',
      description:
        'Take marketplace and retailer orders, ship direct to consumers and invoice the retailer automatically.',
      icon: 'shopping-bag',
    },
    {
      title: 'Big-box compliance',
      description: 'Meet strict ASN timing and label rules for national retail chains without manual checks.',
      icon: 'package',
    },
    {
      title: 'B2B distribution',
      description: 'Handle thousands of daily orders from dealers and resellers with line-level acknowledgments.',
      icon: 'truck',
    },
    {
      title: 'Cash application',
      description: 'Match remittances and deductions to invoices automatically and route disputes for review.',
      icon: 'receipt',
    },
  ],
  industries: [
    {
      name: 'Consumer goods',
      description: 'Suppliers to grocery and mass retail.',
      icon: 'shopping-cart',
      useCase: 'Daily 850s from 40+ retailers, each with its own 856 rules.',
    },
    {
      name: 'Industrial distribution',
      description: 'MRO and parts distributors.',
      icon: 'cog',
      useCase: 'Dealer orders acknowledged within an hour with stock availability.',
    },
    {
      name: 'Apparel',
      description: 'Brands selling to department stores.',
      icon: 'package',
      useCase: 'Pre-pack and size-run ASNs with carton-level detail.',
    },
  ],
  technicalFeatures: [
    'X12 004010 and 005010, EDIFACT D.96A and D.01B',
    'AS2, SFTP and VAN connectivity with MDN tracking',
    'Partner-specific validation rules before sending',
    'REST API with OAuth 2.0 or API key, 1000 requests/minute',
    'JSON and XML payloads for ERP integration',
    '24/7 monitoring with alerts on missing acknowledgments',
  ],
});
