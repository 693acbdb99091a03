export const notFoundCopy = {
  code: '404',
  title: 'Page not found',
  text: 'The page you were looking for does not exist or has moved. Search the site, or try these pages:',
  search: { label: 'Search the site', placeholder: 'Search codes, documents, pages…', submit: 'Search' },
  links: [
    { href: '/', title: 'Home' },
    { href: '/blogs', title: 'Blog' },
    { href: '/faq', title: 'FAQ' },
    { href: '/contact', title: 'Contact us' },
  ],
  /** Under /resources/edifact: an unknown directory or entry leads back to the directories first. */
  edifact: { prefix: '/resources/edifact/', href: '/resources/edifact', title: 'All UN/EDIFACT directories' },
} as const;

export const errorCopy = {
  title: 'Something went wrong',
  text: 'We could not show this page. Please try again in a moment, or contact us if the problem persists.',
  retry: 'Reload the page',
  contact: 'Contact support',
} as const;
