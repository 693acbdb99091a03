// The routes the benchmarks request: one representative path per page template, and the mixes for the
// load runs. Paths only; the server decides what is cached (server/page-cache.ts: canonical paths, with
// tracking parameters such as utm_* and gclid dropped; any other query renders per request).

/** One path per page template, in the order the report prints them. */
export const templateRoutes = [
  ['home', '/'],
  ['solution', '/solutions/3pl'],
  ['integration', '/integrations/sap'],
  ['integrations', '/integrations'],
  ['blogs', '/blogs'],
  ['blog-detail', '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need'],
  ['blog-category-edi', '/blog-categories/edi'],
  ['x12-transaction-sets', '/resources/x12-transaction-sets'],
  ['edifact-messages', '/resources/edifact-messages'],
  ['reference-code (x12)', '/resources/x12-transaction-sets/850'],
  ['reference-code (edifact)', '/resources/edifact-messages/ORDERS'],
  ['contact', '/contact'],
  ['faq', '/faq'],
  ['converter', '/about-edi-converter'],
  ['careers', '/careers'],
  ['case-studies', '/case-studies'],
  ['about', '/about'],
  ['supplier-program', '/supplier-program'],
  ['testimonials', '/testimonials'],
  ['legal', '/privacy-policy'],
  ['edi-inspector', '/edi-inspector'],
];

/** The templates Lighthouse audits (npm run bench:lighthouse). */
export const lighthouseRoutes = [
  '/',
  '/solutions/3pl',
  '/integrations/sap',
  '/blogs',
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets',
  '/resources/edifact-messages',
  '/contact',
  '/faq',
  '/about-edi-converter',
  '/careers',
  '/case-studies',
  '/edi-inspector',
];

/** A campaign link: tracking parameters only, so the same page as `/` (and a page-cache hit). */
export const CAMPAIGN_PATH = '/?utm_source=a&gclid=b';
/** A query the page reads (the FAQ search): rendered for this request alone. */
export const PER_REQUEST_PATH = '/faq?q=edi';

/** The soak's mix (20 URLs): cached pages, campaign links to them, and queries rendered per request. */
export const soakPaths = [
  '/',
  '/solutions/3pl',
  '/integrations/sap',
  '/blogs',
  '/blogs/x12-vs-edifact-whats-the-difference-and-which-do-you-need',
  '/resources/x12-transaction-sets',
  '/resources/edifact-messages',
  '/resources/x12-transaction-sets/850',
  '/contact',
  '/faq',
  '/careers',
  '/about',
  '/?utm_source=newsletter&utm_medium=email',
  '/solutions/order-to-cash?gclid=abc123',
  '/blogs?fbclid=xyz',
  '/faq?q=edi',
  '/faq?q=invoice',
  '/blogs?page=2',
  '/careers?department=engineering',
  '/resources/x12-transaction-sets?q=ship',
];
