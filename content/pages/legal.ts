export const legalCopy = {
  '/privacy-policy': {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    intro: 'Updated: October 1st, 2025',
  },
  '/terms-and-conditions': {
    eyebrow: 'Legal',
    title: 'Terms and Conditions',
    intro: 'These terms govern your use of the Northwind EDI website. By using the site you accept them in full.',
  },
} as const;
