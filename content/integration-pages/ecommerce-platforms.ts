import { defineIntegration } from './types';

export default defineIntegration('ecommerce-platforms', {
  logoColor: '#96bf48',
  integrationTime: '1-2 weeks',
  features: [
    { title: 'Storefront connectors', description: 'Orders and inventory from major commerce platforms.' },
    { title: 'Drop-ship to suppliers', description: 'Orders routed to suppliers by EDI or API.' },
    { title: 'Marketplace compliance', description: 'Acknowledgments and tracking within marketplace deadlines.' },
    { title: 'Inventory sync', description: 'Supplier 846 feeds update storefront stock.' },
  ],
  benefits: [
    'Add drop-ship suppliers in days',
    'Tracking numbers back to customers automatically',
    'Oversells avoided through supplier inventory feeds',
    'One integration for every storefront',
  ],
  supportedVersions: [
    'Shopify (Admin GraphQL API 2024-07 and 2024-10)',
    'Adobe Commerce 2.4.7',
    'BigCommerce (REST API v3)',
    'WooCommerce 8.x and 9.x',
    'Amazon Selling Partner API',
  ],
  useCases: [
    'Retailers expanding assortment through drop-ship',
    'Brands selling direct and through marketplaces',
    'B2B portals for wholesale customers',
  ],
});
