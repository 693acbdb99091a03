import { defineSolution } from './types';

export default defineSolution('wholesale', {
  heroGradient: ['#880e4f', '#ad1457'],
  processSteps: [
    {
      step: 1,
      title: 'Publish catalogs',
      description: 'Item and price data goes to customers as 832 or PRICAT, so their orders use current prices.',
    },
    {
      step: 2,
      title: 'Take bulk orders',
      description: 'Large multi-store orders (850/875) are validated and split by ship-to automatically.',
    },
    {
      step: 3,
      title: 'Ship and invoice',
      description: 'ASNs and invoices (856/810 or 880 for grocery) go out per store or per DC.',
    },
    {
      step: 4,
      title: 'Learn from sell-through',
      description: 'Product activity data (852) and sales reports drive replenishment and promotions.',
    },
  ],
  ediX12Transactions: [
    { code: '832', name: 'Price/Sales Catalog', description: 'Item, price and availability updates.' },
    { code: '850', name: 'Purchase Order', description: 'Bulk and multi-store orders.' },
    { code: '875', name: 'Grocery Products Purchase Order', description: 'Orders from grocery chains.' },
    { code: '856', name: 'Ship Notice/Manifest', description: 'Store-level or DC-level ship notices.' },
    { code: '810', name: 'Invoice', description: 'Invoices per order or per store.' },
    { code: '880', name: 'Grocery Products Invoice', description: 'Invoices for grocery customers.' },
    { code: '852', name: 'Product Activity Data', description: 'Sell-through and on-hand by store.' },
    {
      code: '867',
      name: 'Product Transfer and Resale Report',
      description: 'Distributor resale reporting for rebates.',
    },
  ],
  edifactTransactions: [
    { code: 'PRICAT', name: 'Price/sales catalogue message', description: 'Catalogs for European customers.' },
    { code: 'ORDERS', name: 'Purchase order message', description: 'Orders from retail and wholesale buyers.' },
    { code: 'SLSRPT', name: 'Sales data report message', description: 'Sales and stock by location.' },
    { code: 'INVOIC', name: 'Invoice message', description: 'Invoices for international customers.' },
  ],
  apiEndpoints: [
    '/api/v1/catalog/publish',
    '/api/v1/catalog/prices/update',
    '/api/v1/wholesale/orders',
    '/api/v1/wholesale/orders/{id}/split',
    '/api/v1/allocations/run',
    '/api/v1/shipments/create',
    '/api/v1/invoices/generate',
    '/api/v1/sales-reports/import',
    '/api/v1/rebates/calculate',
    '/api/v1/chargebacks/dispute',
  ],
  benefits: [
    'Orders priced right the first time from published 832 catalogs',
    'Multi-store orders split and shipped without spreadsheets',
    'Chargebacks cut through compliant ASNs and invoices',
    'Sell-through data that turns into replenishment orders',
    '60% lower cost per order than manual entry',
  ],
  useCases: [
    {
      title: 'Grocery and convenience',
      description: 'Serve chains with 875/880 and direct-store-delivery requirements.',
      icon: 'shopping-cart',
    },
    {
      title: 'Distributor networks',
      description: 'Collect 867 resale data for rebates and territory reporting.',
      icon: 'truck',
    },
    {
      title: 'Seasonal programmes',
      description: 'Pre-book and allocate seasonal goods across hundreds of stores.',
      icon: 'package',
    },
  ],
  industries: [
    {
      name: 'Food and beverage',
      description: 'Distributors to grocery and foodservice.',
      icon: 'shopping-cart',
      useCase: 'Weekly 832 price updates to 30 chains.',
    },
    {
      name: 'Hardware and home',
      description: 'Wholesalers to home-improvement retail.',
      icon: 'hard-drive',
      useCase: 'Store-level 856s for 1,200 locations.',
    },
    {
      name: 'Health and beauty',
      description: 'Brands and distributors to drugstores.',
      icon: 'package',
      useCase: '852 sell-through driving vendor-managed inventory.',
    },
  ],
});
