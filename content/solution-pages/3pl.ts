import { defineSolution } from './types';

export default defineSolution('3pl', {
  heroGradient: ['#7c2d12', '#9a3412'],
  processSteps: [
    {
      step: 1,
      title: 'Connect each client',
      description: 'Shippers send orders and item data by EDI, API or file; each client’s format is mapped once.',
    },
    {
      step: 2,
      title: 'Receive and store',
      description: 'Stock transfers (943) and receipts (944) keep client inventory accurate from the first pallet.',
    },
    {
      step: 3,
      title: 'Fulfil and ship',
      description:
        'Shipping orders (940) flow to your WMS; shipping advice (945) and carrier status go back automatically.',
    },
    {
      step: 4,
      title: 'Report and bill',
      description: 'Inventory advice (846/947) and billing data keep clients informed and invoices accurate.',
    },
  ],
  ediX12Transactions: [
    { code: '940', name: 'Warehouse Shipping Order', description: 'Orders from clients to ship from your warehouse.' },
    { code: '945', name: 'Warehouse Shipping Advice', description: 'Confirmation of what shipped, with tracking.' },
    {
      code: '943',
      name: 'Warehouse Stock Transfer Shipment Advice',
      description: 'Inbound stock announced by the client.',
    },
    {
      code: '944',
      name: 'Warehouse Stock Transfer Receipt Advice',
      description: 'Receipt confirmation for inbound stock.',
    },
    {
      code: '947',
      name: 'Warehouse Inventory Adjustment Advice',
      description: 'Adjustments for damage, cycle counts and returns.',
    },
    { code: '846', name: 'Inventory Inquiry/Advice', description: 'Stock on hand reported to each client.' },
    {
      code: '214',
      name: 'Transportation Carrier Shipment Status Message',
      description: 'Carrier milestones passed on to clients.',
    },
    { code: '856', name: 'Ship Notice/Manifest', description: 'ASNs sent on a client’s behalf to retailers.' },
  ],
  edifactTransactions: [
    { code: 'INVRPT', name: 'Inventory report message', description: 'Stock positions for European clients.' },
    { code: 'DESADV', name: 'Despatch advice message', description: 'Despatch details to consignees.' },
    { code: 'IFTMIN', name: 'Instruction message', description: 'Transport instructions to carriers and forwarders.' },
    {
      code: 'IFTSTA',
      name: 'International multimodal status report message',
      description: 'Shipment status across modes.',
    },
  ],
  apiEndpoints: [
    '/api/v1/clients/{id}/orders',
    '/api/v1/warehouses/{id}/orders',
    '/api/v1/receipts/advise',
    '/api/v1/inventory/snapshot',
    '/api/v1/inventory/adjust',
    '/api/v1/shipments/confirm',
    '/api/v1/shipments/track',
    '/api/v1/carriers/rates',
    '/api/v1/billing/activities',
    '/api/v1/returns/authorize',
  ],
  benefits: [
    'New shipper clients live in 3-5 business days, whatever format they use',
    'One connection to every client and carrier instead of a project each',
    'Real-time inventory visibility that wins and keeps contracts',
    'Accurate activity-based billing from the same data',
    'Recognised among the top 3PL technology providers',
  ],
  useCases: [
    {
      title: 'Multi-client warehousing',
      description: 'Serve dozens of brands from one WMS, each with its own formats and rules.',
      icon: 'warehouse',
    },
    {
      title: 'E-commerce fulfilment',
      description: 'Pull marketplace and storefront orders in and push tracking back within minutes.',
      icon: 'shopping-bag',
    },
    {
      title: 'Retail compliance on behalf of clients',
      description: 'Send ASNs and labels that meet each retailer’s requirements for your clients.',
      icon: 'package',
    },
    { title: 'Carrier management', description: 'Tender, track and reconcile freight across carriers.', icon: 'truck' },
  ],
  industries: [
    {
      name: 'Contract logistics',
      description: 'Warehousing for manufacturers and brands.',
      icon: 'warehouse',
      useCase: '40 clients on one WMS, onboarded in days each.',
    },
    {
      name: 'E-commerce',
      description: 'Fulfilment for online sellers.',
      icon: 'shopping-bag',
      useCase: 'Same-day order-to-tracking loop for marketplaces.',
    },
    {
      name: 'Cold chain',
      description: 'Food and pharmaceutical storage.',
      icon: 'package',
      useCase: 'Lot and expiry data in every 944 and 945.',
    },
  ],
  technicalFeatures: [
    'Client-specific maps with a shared canonical warehouse model',
    'Lot, serial and expiry tracking in every document',
    'Connectors for Manhattan, Blue Yonder, SAP EWM and Deposco',
    'Carrier APIs and X12 204/214/210',
    'Activity exports for billing systems',
  ],
});
