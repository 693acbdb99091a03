import { defineSolution } from './types';

export default defineSolution('warehouse', {
  heroGradient: ['#004d40', '#005f52'],
  processSteps: [
    {
      step: 1,
      title: 'Link WMS and ERP',
      description: 'Item masters, orders and receipts move between your ERP and WMS through APIs or files.',
    },
    {
      step: 2,
      title: 'Plan inbound',
      description: 'Ship notices and stock transfer advice (856/943) create expected receipts before trucks arrive.',
    },
    {
      step: 3,
      title: 'Execute outbound',
      description: 'Shipping orders (940) drive picking; shipping advice (945) confirms each load.',
    },
    {
      step: 4,
      title: 'Keep stock true',
      description: 'Adjustments and inventory advice (947/846) keep partners and planners in sync.',
    },
  ],
  ediX12Transactions: [
    { code: '940', name: 'Warehouse Shipping Order', description: 'Outbound orders released to the warehouse.' },
    { code: '945', name: 'Warehouse Shipping Advice', description: 'What left the building, carton by carton.' },
    { code: '943', name: 'Warehouse Stock Transfer Shipment Advice', description: 'Expected inbound stock.' },
    {
      code: '944',
      name: 'Warehouse Stock Transfer Receipt Advice',
      description: 'Confirmed receipts with discrepancies.',
    },
    { code: '947', name: 'Warehouse Inventory Adjustment Advice', description: 'Counts, damages and status changes.' },
    { code: '846', name: 'Inventory Inquiry/Advice', description: 'Available-to-promise stock for partners.' },
    { code: '856', name: 'Ship Notice/Manifest', description: 'Supplier ASNs for receiving.' },
  ],
  edifactTransactions: [
    { code: 'INVRPT', name: 'Inventory report message', description: 'Stock levels by location and status.' },
    { code: 'RECADV', name: 'Receiving advice message', description: 'Receipt confirmation to suppliers.' },
    { code: 'DESADV', name: 'Despatch advice message', description: 'Outbound despatch details.' },
    {
      code: 'HANMOV',
      name: 'Cargo/goods handling and movement message',
      description: 'Handling instructions between warehouse partners.',
    },
  ],
  apiEndpoints: [
    '/api/v1/warehouses/{id}/orders',
    '/api/v1/warehouses/{id}/receipts',
    '/api/v1/items/sync',
    '/api/v1/inventory/levels',
    '/api/v1/inventory/adjust',
    '/api/v1/waves/release',
    '/api/v1/shipments/confirm',
    '/api/v1/labels/generate',
    '/api/v1/cycle-counts/record',
  ],
  benefits: [
    'Receipts posted against expected ASNs, cutting dock-to-stock time',
    'Inventory accuracy partners can rely on for available-to-promise',
    'Fewer short-ships and mis-ships through validated shipping orders',
    '70% faster processing of inbound and outbound documents',
    'A single integration between any ERP and any WMS',
  ],
  useCases: [
    {
      title: 'Distribution centres',
      description: 'High-volume picking driven by 940s from several order sources.',
      icon: 'warehouse',
    },
    {
      title: 'Supplier-managed inventory',
      description: 'Share 846 inventory advice so suppliers replenish before you run out.',
      icon: 'package',
    },
    {
      title: 'Multi-site stock visibility',
      description: 'One view of stock across warehouses and 3PLs.',
      icon: 'layout-grid',
    },
  ],
  technicalFeatures: [
    'Connectors for Manhattan, Blue Yonder, SAP EWM, Oracle WMS and Körber',
    'GS1 SSCC-18 labels and GTIN validation',
    'Event webhooks for receipts, picks and shipments',
    'Real-time and batch inventory synchronisation',
  ],
});
